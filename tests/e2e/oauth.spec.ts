import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './shellSupport';

/**
 * Misskey's OAuth 2 with Kite as the consent page: a third-party app (the devserver's demo client, on another
 * origin: localhost instead of 127.0.0.1) sends the browser to /oauth/authorize with PKCE, the person approves or
 * denies, and the browser lands on the app's redirect URI; the app trades the code for a token.
 */

const port = process.env.E2E_PORT ?? '3000';
const app = `http://localhost:${port}/__dev/oauth-client`;
const callback = `${app}/callback`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizePath(challenge: string | null, over: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: app,
    redirect_uri: callback,
    scope: 'read:account write:notes',
    state: 'xyz',
    ...(challenge ? { code_challenge: challenge, code_challenge_method: 'S256' } : {}),
    ...over,
  });
  return `/oauth/authorize?${q}`;
}

/** Waits for the browser to reach the app's redirect URI; its query. */
async function landedOnApp(page: Page): Promise<URLSearchParams> {
  await page.waitForURL((u) => u.href.startsWith(callback));
  return new URL(page.url()).searchParams;
}

async function exchange(request: APIRequestContext, code: string, verifier: string) {
  const res = await request.post('/oauth/token', {
    form: { grant_type: 'authorization_code', code, client_id: app, redirect_uri: callback, code_verifier: verifier },
  });
  return { status: res.status(), body: (await res.json()) as { access_token?: string; scope?: string; error?: string } };
}

test('signed out, sign in first; approve: the app gets a code, and its token works on /api/i', async ({ page, request }) => {
  const { verifier, challenge } = pkce();
  await page.goto(authorizePath(challenge));
  await expect(page.getByRole('heading', { name: 'Kite Test App asks for access to your account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill('alice');
  await form.getByLabel('Password').fill('password');
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;

  await expect(page.getByText('See your account information')).toBeVisible();
  await expect(page.getByText('Post and delete notes')).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('Alice');
  await expect(page.locator('img[src$="/identicon/oauth-client.png"]')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/oauth/authorize');
  await page.getByRole('button', { name: 'Allow' }).click();

  const answer = await landedOnApp(page);
  expect(answer.get('state')).toBe('xyz');
  const code = answer.get('code') ?? '';
  expect(code).not.toBe('');
  await expect(page.locator('[data-param="code"]')).toHaveText(code);

  const token = await exchange(request, code, verifier);
  expect(token.status).toBe(200);
  expect(token.body.scope).toBe('read:account write:notes');
  const me = await request.post('/api/i', { data: { i: token.body.access_token } });
  expect(((await me.json()) as { username: string }).username).toBe('alice');
  // The code works once.
  expect((await exchange(request, code, verifier)).body.error).toBe('invalid_grant');
});

test('deny at 375 px: the app gets error=access_denied', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'carol', authorizePath(pkce().challenge));
  await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/oauth/authorize at 375 px');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Deny' }).click();
  const answer = await landedOnApp(page);
  expect(answer.get('error')).toBe('access_denied');
  expect(answer.get('state')).toBe('xyz');
  expect(answer.has('code')).toBe(false);
});

test('a bad request shows a clear error and no buttons; a missing PKCE goes back to the app', async ({ page }) => {
  await signIn(page, 'alice', authorizePath(pkce().challenge, { client_id: `http://localhost:${port}/__dev/no-such-app` }));
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveText(
    'The server refused the app’s request (Failed to fetch client information). Go back to the app and try again, or tell its developer.',
  );
  await expect(page.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/oauth/authorize refused');

  await page.goto(authorizePath(pkce().challenge, { redirect_uri: `http://localhost:${port}/elsewhere` }));
  await expect(alert).toContainText('(Invalid redirect_uri)');
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);

  // As on Misskey: once the client and its redirect URI are known, the app itself is told what is wrong.
  await page.goto(authorizePath(null));
  const answer = await landedOnApp(page);
  expect(answer.get('error')).toBe('invalid_request');
  expect(answer.get('error_description')).toBe('`code_challenge` parameter is required');
});
