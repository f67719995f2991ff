import { createHash, createPrivateKey, createSign } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../../devserver/store/totp';

/**
 * Issue 14, /settings/security: a new security key is registered through the browser's WebAuthn
 * ceremony, listed, renamed, asked for at sign-in and removed. Chromium's virtual authenticator
 * (CDP) answers `navigator.credentials.create()` as a real key would; the devserver checks the
 * answer and keeps the public key. WebAuthn needs a domain as RP id, so the page is opened on
 * localhost. Each test signs up its own account (Misskey registers keys only with TOTP on).
 */
let n = 0;
async function freshAccount(request: APIRequestContext, base: string) {
  const username = `key${Date.now().toString(36)}${n++}`;
  const res = await request.post(`${base}/api/signup`, { data: { username, password: 'password' } });
  expect(res.ok()).toBe(true);
  return { username, token: ((await res.json()) as { token: string }).token };
}

/** Turns on TOTP through the API (the settings page's own flow is tested in settings-account.spec); returns its secret. */
async function enableTotp(request: APIRequestContext, base: string, token: string): Promise<string> {
  const reg = (await (await request.post(`${base}/api/i/2fa/register`, { data: { i: token, password: 'password' } })).json()) as {
    secret: string;
  };
  const done = await request.post(`${base}/api/i/2fa/done`, { data: { i: token, token: totpCode(reg.secret) } });
  expect(done.ok()).toBe(true);
  return reg.secret;
}

async function virtualAuthenticator(page: Page, opts: { userVerification?: boolean } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: opts.userVerification ?? true,
      isUserVerified: opts.userVerification ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

/** Answers the dialog that is open with `value` and OK. */
async function answer(page: Page, title: string, value: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input').fill(value);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

async function signInOn(page: Page, base: string, username: string) {
  await page.goto(`${base}/`);
  const form = page.locator('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('password');
  // Signing in reloads the page; the layout may turn to the signed-in one a moment before that load.
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
}

async function me(request: APIRequestContext, base: string, token: string) {
  return (await (await request.post(`${base}/api/i`, { data: { i: token } })).json()) as {
    securityKeysList: { id: string; name: string }[];
  };
}

test('a security key is registered with the browser, listed, renamed, asked for at sign-in, then removed', async ({ page, baseURL }) => {
  const base = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const { username, token } = await freshAccount(page.request, base);
  const authenticator = await virtualAuthenticator(page);
  await signInOn(page, base, username);

  // Without an authenticator app, Misskey registers no key: the page says what to do first.
  await page.goto(`${base}/settings/security`);
  await expect(page.getByRole('button', { name: 'Register a security key' })).toBeDisabled();
  await expect(page.getByText('Set up an authenticator app first to register a security key.')).toBeVisible();

  const secret = await enableTotp(page.request, base, token);
  await page.reload();
  await page.getByRole('button', { name: 'Register a security key' }).click();
  await answer(page, 'Register a security key', 'password');
  await answer(page, 'Two-factor code', totpCode(secret));
  await answer(page, 'Name the key', 'Desk key');
  await expect(page.getByRole('status').filter({ hasText: 'The security key was registered.' }).first()).toBeVisible();
  const keys = page.getByRole('list', { name: 'Security keys and passkeys' });
  await expect(keys.getByRole('listitem')).toHaveCount(1);
  await expect(keys.getByRole('listitem')).toContainText('Desk key');
  const [credential] = await authenticator.credentials();
  const stored = (await me(page.request, base, token)).securityKeysList;
  expect(stored).toEqual([
    expect.objectContaining({ name: 'Desk key', id: Buffer.from(credential.credentialId, 'base64').toString('base64url') }),
  ]);

  await keys.getByRole('button', { name: 'Rename: Desk key' }).click();
  await answer(page, 'Rename', 'Travel key');
  await expect(keys.getByRole('listitem')).toContainText('Travel key');
  expect((await me(page.request, base, token)).securityKeysList[0]?.name).toBe('Travel key');

  // Sign-in now asks for the key, and the key the browser made (its private key read back from the authenticator) answers it.
  const step = (await (await page.request.post(`${base}/api/signin-flow`, { data: { username, password: 'password' } })).json()) as {
    next: string;
    authRequest: { challenge: string; allowCredentials: { id: string }[] };
  };
  expect(step).toMatchObject({ next: 'passkey', authRequest: { allowCredentials: [{ id: stored[0]?.id }] } });
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: step.authRequest.challenge, origin: base }));
  const authenticatorData = Buffer.concat([createHash('sha256').update('localhost').digest(), Buffer.from([0x05, 0, 0, 0, 9])]);
  const signature = createSign('sha256')
    .update(Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]))
    .sign(createPrivateKey({ key: Buffer.from(credential.privateKey, 'base64'), format: 'der', type: 'pkcs8' }));
  const signedIn = await page.request.post(`${base}/api/signin-flow`, {
    data: {
      username,
      password: 'password',
      credential: {
        id: stored[0]?.id,
        rawId: stored[0]?.id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
      },
    },
  });
  expect(await signedIn.json()).toMatchObject({ finished: true });

  await keys.getByRole('button', { name: 'Remove: Travel key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await answer(page, 'Remove', 'password');
  await answer(page, 'Two-factor code', totpCode(secret));
  await expect(page.getByText('No security keys are registered.')).toBeVisible();
  expect((await me(page.request, base, token)).securityKeysList).toEqual([]);
});

test('when the browser makes no key (an authenticator that cannot verify the user), it says so and registers nothing', async ({
  page,
  baseURL,
}) => {
  const base = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  const { username, token } = await freshAccount(page.request, base);
  await virtualAuthenticator(page, { userVerification: false });
  await signInOn(page, base, username);
  const secret = await enableTotp(page.request, base, token);
  await page.goto(`${base}/settings/security`);
  await page.getByRole('button', { name: 'Register a security key' }).click();
  await answer(page, 'Register a security key', 'password');
  await answer(page, 'Two-factor code', totpCode(secret));
  await answer(page, 'Name the key', 'Unverified key');
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText('No key was registered: the browser gave up or was cancelled (NotAllowedError).');
  await error.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('No security keys are registered.')).toBeVisible();
  expect((await me(page.request, base, token)).securityKeysList).toEqual([]);
});
