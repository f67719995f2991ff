import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../testing/harness';
import { parseClientPage, validateClientId } from './client';
import { readConsentTags, consentTags, withTags } from './page';
import { s256 } from './provider';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ quiet: true });
});
afterAll(() => h.close());

const verifier = 'a-verifier-that-is-long-enough-for-pkce-0123456789';
const client = () => `${h.url}/__dev/oauth-client`;
const redirect = () => `${h.url}/__dev/oauth-client/callback`;

function authorizeUrl(over: Record<string, string | null> = {}): string {
  const q: Record<string, string | null> = {
    response_type: 'code',
    client_id: client(),
    redirect_uri: redirect(),
    scope: 'read:account write:notes bogus:scope',
    state: 'st-1',
    code_challenge: s256(verifier),
    code_challenge_method: 'S256',
    ...over,
  };
  const u = new URL('/oauth/authorize', h.url);
  for (const [k, v] of Object.entries(q)) if (v != null) u.searchParams.set(k, v);
  return u.href;
}

async function consent(over: Record<string, string | null> = {}) {
  const res = await fetch(authorizeUrl(over), { redirect: 'manual' });
  return { res, html: await res.text() };
}

const decide = (fields: Record<string, string>) =>
  fetch(`${h.url}/oauth/decision`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

const exchange = (body: Record<string, string>) =>
  fetch(`${h.url}/oauth/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('client discovery', () => {
  it('reads redirect URIs from links and the Link header, and the h-app whose url is the client_id', () => {
    const html = `<link rel="redirect_uri" href="/cb"><div class="h-app"><img class="u-logo" src="logo.png"><a class="u-url p-name" href="/app">My &amp; App</a></div>`;
    const info = parseClientPage(
      'https://app.example/app',
      'https://app.example/app',
      html,
      '<https://app.example/other>; rel="redirect_uri"',
    );
    expect(info).toEqual({
      id: 'https://app.example/app',
      redirectUris: ['https://app.example/other', 'https://app.example/cb'],
      name: 'My & App',
      logo: 'https://app.example/logo.png',
    });
  });
  it('ignores an h-app that describes another URL', () => {
    const info = parseClientPage(
      'https://app.example/app',
      'https://app.example/app',
      `<div class="h-app"><a class="u-url p-name" href="https://else.example/">Else</a></div>`,
      null,
    );
    expect(info.name).toBe('https://app.example/app');
    expect(info.logo).toBeNull();
  });
  it('refuses client ids Misskey refuses', () => {
    expect(() => validateClientId('not a url')).toThrow('client_id must be a valid URL');
    expect(() => validateClientId('ftp://app.example/')).toThrow('valid HTTPS URL');
    expect(() => validateClientId('https://app.example/#x')).toThrow('fragment');
    expect(() => validateClientId('https://intranet/')).toThrow('domain name');
  });
});

describe('the consent page meta tags', () => {
  it('are escaped in and read back from a page', () => {
    const meta = { transactionId: 't"1', clientName: '<b>A & B</b>', clientLogo: null, scope: 'read:account' };
    expect(readConsentTags(withTags('<html><head></head></html>', consentTags(meta)))).toEqual(meta);
  });
});

describe('OAuth 2 as Misskey 2025.9 answers it', () => {
  it('publishes the RFC 8414 metadata', async () => {
    const body = (await (await fetch(`${h.url}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      issuer: h.url,
      authorization_endpoint: `${h.url}/oauth/authorize`,
      token_endpoint: `${h.url}/oauth/token`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    });
  });

  it('approves: code and state to the redirect URI, then one token with the granted scopes', async () => {
    const { res, html } = await consent();
    expect(res.status).toBe(200);
    const meta = readConsentTags(html);
    expect(meta).toMatchObject({
      clientName: 'Kite Test App',
      clientLogo: `${h.url}/identicon/oauth-client.png`,
      scope: 'read:account write:notes',
    });
    const alice = await h.signin('alice');
    const back = await decide({ transaction_id: meta?.transactionId ?? '', login_token: alice });
    expect(back.status).toBe(302);
    const to = new URL(back.headers.get('location') ?? '');
    expect(to.origin + to.pathname).toBe(redirect());
    expect(to.searchParams.get('state')).toBe('st-1');
    expect(to.searchParams.get('iss')).toBe(h.url);
    const code = to.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const wrong = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client(),
      redirect_uri: redirect(),
      code_verifier: 'wrong',
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid authorization code' });
  });

  it('exchanges a code with its verifier for a token that works within its scopes', async () => {
    const meta = readConsentTags((await consent({ scope: 'read:account' })).html);
    const back = await decide({ transaction_id: meta?.transactionId ?? '', login_token: await h.signin('carol') });
    const code = new URL(back.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const ok = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client(),
      redirect_uri: redirect(),
      code_verifier: verifier,
    });
    expect(ok.status).toBe(200);
    const token = (await ok.json()) as { access_token: string; token_type: string; scope: string };
    expect(token).toMatchObject({ token_type: 'Bearer', scope: 'read:account' });
    expect((await h.call('i', {}, token.access_token)).body.username).toBe('carol');
    expect((await h.call('notes/create', { text: 'no' }, token.access_token)).body.error.code).toBe('PERMISSION_DENIED');
    // A code works once.
    const again = await exchange({
      grant_type: 'authorization_code',
      code,
      client_id: client(),
      redirect_uri: redirect(),
      code_verifier: verifier,
    });
    expect(again.status).toBe(403);
  });

  it('denies: error=access_denied with the state', async () => {
    const meta = readConsentTags((await consent()).html);
    const back = await decide({ transaction_id: meta?.transactionId ?? '', cancel: 'cancel' });
    const to = new URL(back.headers.get('location') ?? '');
    expect(to.searchParams.get('error')).toBe('access_denied');
    expect(to.searchParams.get('state')).toBe('st-1');
    // The transaction is gone.
    expect((await decide({ transaction_id: meta?.transactionId ?? '', cancel: 'cancel' })).status).toBe(403);
  });

  it('refuses an unknown client or redirect URI on the page itself, and tells the app of a missing PKCE', async () => {
    const unknown = await consent({ client_id: `${h.url}/__dev/no-such-client`, redirect_uri: `${h.url}/cb` });
    expect(unknown.res.status).toBe(400);
    expect(unknown.html).toContain('content="Failed to fetch client information"');
    expect(readConsentTags(unknown.html)).toBeNull();
    const wrongRedirect = await consent({ redirect_uri: `${h.url}/elsewhere` });
    expect(wrongRedirect.html).toContain('content="Invalid redirect_uri"');
    const noPkce = await consent({ code_challenge: null });
    expect(noPkce.res.status).toBe(302);
    const to = new URL(noPkce.res.headers.get('location') ?? '');
    expect(to.searchParams.get('error')).toBe('invalid_request');
    expect(to.searchParams.get('error_description')).toBe('`code_challenge` parameter is required');
  });

  it('sends a redirect to another origin as a Refresh page (form-action)', async () => {
    const { createDevServer } = await import('../server');
    const other = await createDevServer({ port: 0, quiet: true });
    try {
      const res = await fetch(`${other.url}/oauth/authorize?${new URL(authorizeUrl({ code_challenge_method: 'plain' })).search.slice(1)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('refresh')).toMatch(/^0; url=http:\/\/127\.0\.0\.1:\d+\/__dev\/oauth-client\/callback\?error=invalid_request/);
    } finally {
      await other.close();
    }
  });
});
