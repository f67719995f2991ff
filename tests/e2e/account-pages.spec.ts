import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './shellSupport';

/** The pages a server's mail or a third-party app links to: reset, sign-up completion, e-mail verification, /auth/:token. */

interface Mail {
  to: string;
  subject: string;
  link: string;
}

async function api<T>(request: APIRequestContext, endpoint: string, body: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/${endpoint}`, { data: body });
  expect(res.status(), `${endpoint}: ${await res.text()}`).toBeLessThan(300);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** The path of the newest mail to `to` (the devserver's outbox). */
async function lastMailPath(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const mails = (await (await request.get('/__dev/mails')).json()) as Mail[];
  const mail = mails.filter((m) => m.to === to && m.subject === subject).at(-1);
  expect(mail, `a "${subject}" mail to ${to}`).toBeTruthy();
  return new URL(mail?.link ?? '').pathname;
}

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  return (await api<{ i: string }>(request, 'signin-flow', { username, password: 'password' })).i;
}

/** Gives alice a verified address through the verification mail's link, as a person would. */
async function verifiedAddress(page: Page, request: APIRequestContext): Promise<string> {
  const email = 'alice@example.com';
  await api(request, 'i/update-email', { i: await tokenOf(request, 'alice'), password: 'password', email });
  await page.goto(await lastMailPath(request, email, 'Email verification'));
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Your e-mail address is verified.', { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page, '/verify-email');
  return email;
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('reset a forgotten password from the mail link and sign in with the new one', async ({ page, request }) => {
  const email = await verifiedAddress(page, request);
  await page.goto('/');
  await page.locator('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('E-mail address').fill(email);
  await expectNoSeriousA11yViolations(page, '/reset-password (request)');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('a mail with a link is on its way');

  await page.goto(await lastMailPath(request, email, 'Password reset requested'));
  await page.getByLabel('New password', { exact: true }).fill('n3w-secret');
  await page.getByLabel('New password (again)').fill('typo');
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set the new password' })).toBeDisabled();
  await page.getByLabel('New password (again)').fill('n3w-secret');
  await expectNoSeriousA11yViolations(page, '/reset-password/:token');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Your password has been changed. Sign in with the new one.');
  // The old password no longer works; the new one does.
  expect((await request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).status()).toBe(403);
  await signIn(page, 'alice', '/', 'n3w-secret');
});

test('a request for an address that does not match answers the same and sends nothing', async ({ page, request }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Username').fill('bob');
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toContainText('a mail with a link is on its way');
  expect((await (await request.get('/__dev/mails')).json()) as Mail[]).toEqual([]);
});

test('an unknown or expired reset link says so in words, at 375 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/reset-password/not-a-token');
  await page.getByLabel('New password', { exact: true }).fill('x');
  await page.getByLabel('New password (again)').fill('x');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText(
    'This link is unknown, was already used, or is more than 30 minutes old.',
  );
  await expectNoSeriousA11yViolations(page, '/reset-password invalid at 375 px');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const email = await verifiedAddress(page, request);
  await api(request, 'request-reset-password', { username: 'alice', email });
  await request.post('/__dev/expire-links');
  await page.goto(await lastMailPath(request, email, 'Password reset requested'));
  await page.getByLabel('New password', { exact: true }).fill('late');
  await page.getByLabel('New password (again)').fill('late');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('more than 30 minutes old');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
  // A used-up verification link is refused too.
  await page.goto('/verify-email/unknowncode');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('This verification link is unknown or was already used.');
});

test('sign up with e-mail confirmation and complete it from the mail', async ({ page, request }) => {
  await request.post('/__dev/server-settings', { data: { emailRequiredForSignup: true } });
  await api(request, 'signup', { username: 'newbie', password: 'pw-newbie', emailAddress: 'newbie@example.com' });
  const path = await lastMailPath(request, 'newbie@example.com', 'Signup');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Complete your sign-up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/signup-complete');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await reloaded;
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  const accounts = await page.evaluate(() => localStorage.getItem('kite:accounts') ?? '');
  expect(accounts).toContain('newbie');
  // The link works once.
  await page.goto(path);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toContainText('This sign-up link is unknown, was already used');
});

/** Signs in with the form the page itself shows; it comes back to the same page. */
async function signInHere(page: Page, username: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('password');
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;
}

async function legacyApp(request: APIRequestContext): Promise<{ secret: string; token: string; path: string }> {
  const app = await api<{ secret: string }>(request, 'app/create', {
    name: 'Pelican',
    description: 'A test client',
    permission: ['read:account', 'write:notes'],
  });
  const session = await api<{ token: string; url: string }>(request, 'auth/session/generate', { appSecret: app.secret });
  return { secret: app.secret, token: session.token, path: new URL(session.url).pathname };
}

test('authorise a legacy app through /auth/:token and use its token', async ({ page, request }) => {
  const app = await legacyApp(request);
  await page.goto(app.path);
  // Signed out: the page asks to sign in first.
  await expect(page.getByRole('heading', { name: 'Pelican asks for access to your account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
  await signInHere(page, 'alice');
  await expect(page.getByText('See your account information')).toBeVisible();
  await expect(page.getByText('Post and delete notes')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/auth/:token');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Access granted. You can go back to the app.');

  const key = await api<{ accessToken: string }>(request, 'auth/session/userkey', { appSecret: app.secret, token: app.token });
  const me = await api<{ username: string }>(request, 'i', { i: key.accessToken });
  expect(me.username).toBe('alice');
});

test('deny a legacy app, and an unknown /auth link says so', async ({ page, request }) => {
  const app = await legacyApp(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(app.path);
  await signInHere(page, 'bob');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveText('Access denied. The app did not get access to your account.');
  const res = await request.post('/api/auth/session/userkey', { data: { appSecret: app.secret, token: app.token } });
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PENDING_SESSION');

  await page.goto('/auth/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    'This authorisation link is unknown or was already used. Start again from the app.',
  );
  await expectNoSeriousA11yViolations(page, '/auth unknown at 375 px');
});
