import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevServer, type DevServer } from '../server';
import { startHarness, type Harness } from '../testing/harness';
import { readConsentTags } from './page';
import { s256 } from './provider';

// A devserver in proxy mode in front of another devserver (standing in for the real Misskey).
let upstream: Harness;
let kite: DevServer;
beforeAll(async () => {
  upstream = await startHarness({ quiet: true });
  kite = await createDevServer({ port: 0, quiet: true, proxyTo: upstream.url });
});
afterAll(async () => {
  await kite.close();
  await upstream.close();
});

const verifier = 'proxied-verifier-0123456789-0123456789-0123456789';

function authorize(over: Record<string, string> = {}) {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: `${upstream.url}/__dev/oauth-client`,
    redirect_uri: `${upstream.url}/__dev/oauth-client/callback`,
    scope: 'read:account',
    state: 'p1',
    code_challenge: s256(verifier),
    code_challenge_method: 'S256',
    ...over,
  });
  return fetch(`${kite.url}/oauth/authorize?${q}`, { redirect: 'manual' });
}

describe('OAuth 2 through Kite in proxy mode', () => {
  it('serves Kite’s page with the server’s consent, forwards the decision and proxies the token exchange', async () => {
    const page = await authorize();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const meta = readConsentTags(await page.text());
    expect(meta).toMatchObject({ clientName: 'Kite Test App', scope: 'read:account' });

    const decision = await fetch(`${kite.url}/oauth/decision`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ transaction_id: meta?.transactionId ?? '', login_token: await upstream.signin('alice') }),
    });
    // The server's redirect to its own origin comes back relative, as the proxy rewrites it.
    expect(decision.status).toBe(302);
    const to = new URL(decision.headers.get('location') ?? '', kite.url);
    expect(to.pathname).toBe('/__dev/oauth-client/callback');
    expect(to.searchParams.get('state')).toBe('p1');

    const token = await fetch(`${kite.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: to.searchParams.get('code') ?? '',
        client_id: `${upstream.url}/__dev/oauth-client`,
        redirect_uri: `${upstream.url}/__dev/oauth-client/callback`,
        code_verifier: verifier,
      }),
    });
    const body = (await token.json()) as { access_token: string };
    expect((await upstream.call('i', {}, body.access_token)).body.username).toBe('alice');
  });

  it('shows the server’s refusal on Kite’s page, and passes a redirect to the app through', async () => {
    const bad = await authorize({ redirect_uri: `${upstream.url}/elsewhere` });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('name="kite:oauth:error-description" content="Invalid redirect_uri"');
    expect(readConsentTags(html)).toBeNull();
    const noScope = await authorize({ scope: 'nothing:known' });
    expect(noScope.status).toBe(302);
    expect(new URL(noScope.headers.get('location') ?? '', kite.url).searchParams.get('error')).toBe('invalid_scope');
  });
});
