import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { totpCode } from '../../devserver/store/totp';

/**
 * Issue 14: the account settings pages — notifications, email, security (password, TOTP,
 * sign-in history), other. Each test signs up its own account, so the destructive ones
 * (password, two-factor) touch no seeded user; every saved value is read back from the server.
 */
let n = 0;
async function freshAccount(request: APIRequestContext): Promise<{ username: string; token: string }> {
  const username = `acct${Date.now().toString(36)}${n++}`;
  const res = await request.post('/api/signup', { data: { username, password: 'password' } });
  expect(res.ok()).toBe(true);
  return { username, token: ((await res.json()) as { token: string }).token };
}

async function me(request: APIRequestContext, token: string): Promise<Record<string, unknown>> {
  return (await (await request.post('/api/i', { data: { i: token } })).json()) as Record<string, unknown>;
}

const signInAs = (page: Page, username: string, password: string, path: string) => signIn(page, username, path, password);

/** Answers the dialog that is open with `value` and OK. */
async function answer(page: Page, title: string, value: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.locator('input').fill(value);
  await dialog.getByRole('button', { name: 'OK' }).click();
}

test('notifications: the recipient choice per type is saved on the server; mark all read; browser permission', async ({ page }) => {
  const { username, token } = await freshAccount(page.request);
  await signInAs(page, username, 'password', '/settings/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.getByLabel('Mentions', { exact: true }).selectOption({ label: 'Users you follow' });
  await expect
    .poll(async () => JSON.stringify((await me(page.request, token)).notificationRecieveConfig))
    .toContain('"mention":{"type":"following"}');
  await page.getByLabel('Sign-ins', { exact: true }).selectOption({ label: 'Nobody (off)' });
  await expect
    .poll(async () => JSON.stringify((await me(page.request, token)).notificationRecieveConfig))
    .toContain('"login":{"type":"never"}');
  // Sign-ins are only on or off.
  await expect(page.getByLabel('Sign-ins', { exact: true }).locator('option')).toHaveText(['On', 'Nobody (off)']);
  await page.reload();
  await expect(page.getByLabel('Mentions', { exact: true })).toHaveValue('following');
  await expect(page.getByLabel('Sign-ins', { exact: true })).toHaveValue('never');
  // A list choice needs a list: this account has none.
  await page.getByLabel('Replies', { exact: true }).selectOption({ label: 'Users in a list' });
  await expect(page.getByText('You have no lists yet.')).toBeVisible();
  expect(JSON.stringify((await me(page.request, token)).notificationRecieveConfig)).not.toContain('reply');

  await page.getByRole('button', { name: 'Send a test notification' }).click();
  await expect.poll(async () => (await me(page.request, token)).hasUnreadNotification).toBe(true);
  await page.getByRole('button', { name: 'Mark all notifications as read' }).click();
  await expect.poll(async () => (await me(page.request, token)).hasUnreadNotification).toBe(false);
  await expect(page.locator('[data-permission]')).toBeVisible();
});

test('email: the address (after the password) and the e-mailed notification types are saved on the server', async ({ page, browser }) => {
  const { username, token } = await freshAccount(page.request);
  // The devserver, like a fresh Misskey, sends no e-mail until the operator switches it on (meta is cached: set it first).
  expect((await page.request.post('/__dev/server-settings', { data: { enableEmail: true } })).ok()).toBe(true);
  try {
    await signInAs(page, username, 'password', '/settings/email');
    await page.getByLabel('Email address').fill('kite@example.com');
    await page.getByRole('button', { name: 'Save address' }).click();
    await answer(page, 'Change address', 'wrong');
    await expect(page.getByRole('alert')).toHaveText('The password is wrong.');
    await page.getByRole('button', { name: 'Save address' }).click();
    await answer(page, 'Change address', 'password');
    await expect.poll(async () => (await me(page.request, token)).email).toBe('kite@example.com');
    await expect(page.locator('[data-email-state="unverified"]')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Mentions' }).check();
    await expect
      .poll(async () => (await me(page.request, token)).emailNotificationTypes)
      .toEqual(['mention', 'follow', 'receiveFollowRequest']);
    await page.getByRole('checkbox', { name: 'Receive announcements from the server by email' }).uncheck();
    await expect.poll(async () => (await me(page.request, token)).receiveAnnouncementEmail).toBe(false);
    await page.reload();
    await expect(page.getByLabel('Email address')).toHaveValue('kite@example.com');
    await expect(page.getByRole('checkbox', { name: 'Mentions' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Receive announcements from the server by email' })).not.toBeChecked();
  } finally {
    await page.request.post('/__dev/server-settings', { data: { enableEmail: false } });
  }
  // Without e-mail on the server the page says so and stays disabled.
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signInAs(page2, username, 'password', '/settings/email');
  await expect(page2.getByText('This server does not send email.')).toBeVisible();
  await expect(page2.getByLabel('Email address')).toBeDisabled();
  await other.close();
});

test('security: change the password, then sign in with the new one', async ({ page, browser }) => {
  const { username } = await freshAccount(page.request);
  await signInAs(page, username, 'password', '/settings/security');
  await expect(page.getByRole('list', { name: 'Sign-in history' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Change password' }).click();
  await answer(page, 'New password', 'new-secret-1');
  await answer(page, 'New password (again)', 'different');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('The two new passwords differ.');
  await page.getByRole('button', { name: /OK|Got it/ }).click();

  await page.getByRole('button', { name: 'Change password' }).click();
  await answer(page, 'New password', 'new-secret-1');
  await answer(page, 'New password (again)', 'new-secret-1');
  await answer(page, 'Change password', 'password');
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signInAs(page2, username, 'new-secret-1', '/settings/security');
  await expect(page2.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page2.getByRole('list', { name: 'Sign-in history' }).getByRole('listitem')).toHaveCount(2);
  await other.close();
});

test('security: register an authenticator app with a code computed here, get backup codes, then it is asked at sign-in', async ({
  page,
}) => {
  const { username, token } = await freshAccount(page.request);
  await signInAs(page, username, 'password', '/settings/security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await answer(page, 'Set up an authenticator app', 'password');
  const setup = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await setup.locator('[data-totp-secret]').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await setup.getByLabel('Code').fill(totpCode(secret) === '000000' ? '111111' : '000000');
  await setup.getByRole('button', { name: 'Verify' }).click();
  await expect(setup.getByRole('alert')).toHaveText('The two-factor code is wrong.');
  await setup.getByLabel('Code').fill(totpCode(secret));
  await setup.getByRole('button', { name: 'Verify' }).click();
  await expect(setup.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(5);
  await setup.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('An authenticator app is registered.')).toBeVisible();
  expect((await me(page.request, token)).twoFactorEnabled).toBe(true);

  // Sign-in now needs the code.
  const step = await page.request.post('/api/signin-flow', { data: { username, password: 'password' } });
  expect(await step.json()).toEqual({ finished: false, next: 'totp' });
  const done = await page.request.post('/api/signin-flow', { data: { username, password: 'password', token: totpCode(secret) } });
  expect(((await done.json()) as { finished: boolean }).finished).toBe(true);

  // Removing it asks for the password and the code.
  await page.getByRole('button', { name: 'Remove the authenticator app' }).click();
  await answer(page, 'Remove the authenticator app', 'password');
  await answer(page, 'Two-factor code', totpCode(secret));
  await expect(page.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  expect((await me(page.request, token)).twoFactorEnabled).toBe(false);
});

test('other: account information, developer mode kept after a reload', async ({ page }) => {
  const { username, token } = await freshAccount(page.request);
  await signInAs(page, username, 'password', '/settings/other');
  await expect(page.getByText((await me(page.request, token)).id as string)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Developer mode' }).check();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Developer mode' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Registry' })).toHaveAttribute('href', '/registry');
});

test('the settings search finds the account pages by the names of their settings', async ({ page }) => {
  const { username } = await freshAccount(page.request);
  await signInAs(page, username, 'password', '/settings');
  const results = page.getByRole('list', { name: 'Search settings' });
  for (const [q, title] of [
    ['backup codes', 'Security'],
    ['sign-in history', 'Security'],
    ['poll results', 'Notifications'],
    ['email address', 'Email'],
    ['developer', 'Other'],
  ] as const) {
    await page.getByRole('searchbox', { name: 'Search settings' }).fill(q);
    await expect(results.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  }
});
