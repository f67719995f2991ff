import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Issue 12: sign-in with a passkey / security key (WebAuthn) where the account has one, and
 * its failures told by error id. Chromium's virtual authenticator (CDP) answers the browser's
 * credentials.get() as a real key would; the devserver checks the ES256 signature. WebAuthn
 * needs a domain as RP id, so the page is opened on localhost, not 127.0.0.1.
 */

function newKey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    pkcs8: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    jwk: publicKey.export({ format: 'jwk' }),
  };
}

/** A virtual authenticator holding one credential for localhost, signed with `pkcs8`. */
async function authenticator(page: Page, credentialId: Buffer, pkcs8: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: credentialId.toString('base64'),
      isResidentCredential: false,
      rpId: 'localhost',
      privateKey: pkcs8,
      signCount: 0,
    },
  });
}

async function register(page: Page, username: string, credentialId: Buffer, jwk: object): Promise<void> {
  const res = await page.request.post('/__dev/security-key', {
    data: { username, id: credentialId.toString('base64url'), name: 'test key', publicKey: jwk },
  });
  expect(res.ok()).toBeTruthy();
}

async function passwordStep(page: Page, base: string): Promise<void> {
  await page.goto(base);
  const main = page.locator('main');
  await main.getByLabel('Username').fill('grace');
  await main.getByLabel('Password').fill('password');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(main.getByText('This account uses a security key. Use it to finish signing in.')).toBeVisible();
}

const localhost = (baseURL: string | undefined) => (baseURL ?? '').replace('127.0.0.1', 'localhost');

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('an account with a security key signs in with it after the password', async ({ page, baseURL }) => {
  const key = newKey();
  const id = randomBytes(16);
  await register(page, 'grace', id, key.jwk);
  await authenticator(page, id, key.pkcs8);
  await passwordStep(page, localhost(baseURL));
  await page.locator('main').getByRole('button', { name: 'Use security key' }).click();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a security key whose signature does not verify is refused by its error id, and nothing is signed in', async ({ page, baseURL }) => {
  const registered = newKey();
  const other = newKey();
  const id = randomBytes(16);
  // The server knows the key by this id, but the authenticator signs with another private key.
  await register(page, 'grace', id, registered.jwk);
  await authenticator(page, id, other.pkcs8);
  await passwordStep(page, localhost(baseURL));
  await page.locator('main').getByRole('button', { name: 'Use security key' }).click();
  await expect(page.locator('main')).toContainText('The security key could not be verified. Try again, or use a code instead.');
  await expect(page.locator('[data-layout-choice="default"]')).toHaveCount(0);
});
