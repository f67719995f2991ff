import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Accounts beyond the basics: TOTP, the account menu (switch, add existing / create /
 * sub-account, manage), the /miauth/:session consent page, `loginId`, suspended and deleted
 * accounts, removing from /settings/accounts, display names with custom emoji.
 */

const HOST = `127.0.0.1:${process.env.E2E_PORT}`;

async function fillSignin(scope: Page | Locator, username: string, password = 'password') {
  const form = scope.getByRole('form', { name: 'Sign in' }).first();
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function signInAs(page: Page, username: string) {
  await page.goto('/');
  // Signing in reloads the page: a navigation made before that load could meet it (CI, once).
  const reloaded = page.waitForEvent('load');
  await fillSignin(page, username);
  await reloaded;
  await expect(accountButton(page, username)).toBeVisible();
}

const accountButton = (page: Page, username: string) => page.getByRole('button', { name: `Account: @${username}` });
const row = (page: Page, acct: string) => page.locator(`li[data-account="${acct}"]`);

/** Adds an account beside the current one through /settings/accounts → Add account. */
async function addExisting(page: Page, username: string) {
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  await fillSignin(page.getByRole('dialog', { name: 'Add account' }), username);
  await expect(row(page, `${username}@${HOST}`)).toBeVisible();
}

async function openAccountMenu(page: Page, username: string): Promise<Locator> {
  await accountButton(page, username).click();
  const menu = page.getByRole('menu').last();
  await expect(menu).toBeVisible();
  return menu;
}

async function userId(request: APIRequestContext, username: string): Promise<string> {
  return ((await (await request.post('/api/users/show', { data: { username } })).json()) as { id: string }).id;
}

function errorDialog(page: Page, title: string) {
  return page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: title });
}

test.beforeEach(async ({ request, page }) => {
  await request.post('/__dev/reset');
  page.on('dialog', (d) => void d.accept());
});

test('TOTP sign-in: the code is asked for after the password; a wrong code is refused', async ({ page }) => {
  await page.goto('/');
  await fillSignin(page, 'grace');
  const code = page.getByLabel('Two-factor authentication code');
  await expect(code).toBeFocused();
  await expect(page.getByLabel('Username')).toBeDisabled();
  const submit = page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' });
  await code.fill('000000');
  await submit.click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(/Could not sign in.*The code is not correct/);
  await code.fill('123456');
  await submit.click();
  await expect(accountButton(page, 'grace')).toBeVisible();
});

test('account menu: profile, stored accounts with emoji names, switching, manage accounts', async ({ page }) => {
  await signInAs(page, 'alice');
  await addExisting(page, 'carol');
  let menu = await openAccountMenu(page, 'alice');
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/@alice');
  await expect(menu.getByRole('menuitem', { name: 'Add account' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Manage accounts' })).toBeVisible();
  await menu.getByRole('menuitem', { name: /Carol/ }).click();
  await expect(accountButton(page, 'carol')).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/accounts$/);

  // Alice's name "Alice :kite:" shows the custom emoji, not the raw code.
  menu = await openAccountMenu(page, 'carol');
  const alice = menu.getByRole('menuitem', { name: /Alice/ });
  await expect(alice.locator('img.kite-emoji-custom[alt=":kite:"]')).toBeVisible();
  await expect(alice).not.toContainText(':kite:');
  await menu.getByRole('menuitem', { name: 'Manage accounts' }).click();
  await expect(page).toHaveURL(/\/settings\/accounts$/);
  await expect(row(page, `alice@${HOST}`).locator('img.kite-emoji-custom[alt=":kite:"]')).toBeVisible();
});

test('account menu: add an existing account from the submenu, keyboard only', async ({ page }) => {
  await signInAs(page, 'alice');
  await accountButton(page, 'alice').focus();
  await page.keyboard.press('Enter');
  const add = page.getByRole('menuitem', { name: 'Add account' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Existing account' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('bob');
  await page.keyboard.press('Tab');
  await page.keyboard.type('password');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await page.goto('/settings/accounts');
  await expect(row(page, `bob@${HOST}`)).toBeVisible();
  await expect(row(page, `alice@${HOST}`)).toContainText('(current)');
});

test('account menu: create account signs up and switches; create sub-account keeps the current one', async ({ page }) => {
  await signInAs(page, 'alice');
  let menu = await openAccountMenu(page, 'alice');
  await menu.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Create account', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Create account' });
  // A taken name is said before sending (username/available).
  await dialog.getByLabel('Username').fill('bob');
  await dialog.getByLabel('Password').fill('secret');
  await expect(dialog.getByText('This username is already taken.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  await dialog.getByLabel('Username').fill('newbie');
  await dialog.getByLabel('I have read and agree to the server rules').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(accountButton(page, 'newbie')).toBeVisible();

  menu = await openAccountMenu(page, 'newbie');
  await menu.getByRole('menuitem', { name: 'Add account' }).click();
  await page.getByRole('menuitem', { name: 'Create sub-account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create sub-account' });
  await dialog.getByLabel('Username').fill('newbie_sub');
  await dialog.getByLabel('Password').fill('secret');
  await dialog.getByLabel('I have read and agree to the server rules').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(`@newbie_sub@${HOST} was added to this device.`)).toBeVisible();
  await expect(accountButton(page, 'newbie')).toBeVisible();
  await page.goto('/settings/accounts');
  await expect(row(page, `newbie@${HOST}`)).toContainText('(current)');
  await expect(row(page, `newbie_sub@${HOST}`)).toBeVisible();
  await expect(row(page, `alice@${HOST}`)).toBeVisible();
});

/**
 * The devserver answers /miauth/:session itself (it plays the remote server in accounts.spec),
 * so Kite's own consent page is reached by navigating inside the app, as a link would.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate(
    (p) => (globalThis as unknown as { __kite__: { navigation: { push(p: string): void } } }).__kite__.navigation.push(p),
    path,
  );
}

test('/miauth/:session consent: a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
  await openInApp(page, '/miauth/visitor-session?name=Test%20App&permission=read:account');
  await expect(page.getByRole('heading', { name: 'Test App asks for access to your account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sign in to continue' }).getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0);
});

test('/miauth/:session consent: Allow calls gen-token and returns to the app with the session', async ({ page, request }) => {
  const session = `e2e-${Date.now()}`;
  const callback = `http://${HOST}/app-callback?x=1`;
  await signInAs(page, 'alice');
  await openInApp(page, `/miauth/${session}?name=Test%20App&permission=read:account,write:notes&callback=${encodeURIComponent(callback)}`);
  await expect(page.getByRole('heading', { name: 'Test App asks for access to your account' })).toBeVisible();
  await expect(page.getByText('Signed in as')).toContainText('Alice');
  await page.getByText('It will be able to:').click();
  // Each permission in words, with its id beneath.
  const asked = page.getByRole('list').filter({ hasText: 'write:notes' }).getByRole('listitem');
  await expect(asked).toHaveText([/^See your account information\s*read:account$/, /^Post and delete notes\s*write:notes$/]);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((u) => u.pathname === '/app-callback');
  expect(new URL(page.url()).searchParams.get('session')).toBe(session);
  expect(new URL(page.url()).searchParams.get('x')).toBe('1');
  const check = (await (await request.post(`/api/miauth/${session}/check`, { data: {} })).json()) as {
    ok: boolean;
    token: string;
    user: { username: string };
  };
  expect(check).toMatchObject({ ok: true, user: { username: 'alice' } });
  expect((await request.post('/api/i', { data: { i: check.token } })).status()).toBe(200);
  const apps = (await (
    await request.post('/api/i/apps', {
      data: {
        i: ((await (await request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).json()) as { i: string })
          .i,
      },
    })
  ).json()) as { name: string; permission: string[] }[];
  expect(apps).toContainEqual(expect.objectContaining({ name: 'Test App', permission: ['read:account', 'write:notes'] }));
});

test('/miauth/:session consent: Deny says so and grants nothing', async ({ page, request }) => {
  await signInAs(page, 'alice');
  await openInApp(page, '/miauth/deny-me?name=Nosy&permission=read:account');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Access was denied' })).toBeVisible();
  expect(((await (await request.post('/api/miauth/deny-me/check', { data: {} })).json()) as { ok: boolean }).ok).toBe(false);
});

test('loginId switches to that stored account and is removed from the address', async ({ page, request }) => {
  await signInAs(page, 'alice');
  await addExisting(page, 'carol');
  await page.goto(`/settings/accounts?loginId=${await userId(request, 'carol')}&tab=1`);
  await expect(row(page, `carol@${HOST}`)).toContainText('(current)');
  await expect(page).toHaveURL(/\/settings\/accounts\?tab=1$/);
  await page.reload();
  await expect(row(page, `carol@${HOST}`)).toContainText('(current)');
});

test('a suspended account gets the suspended error and is signed out', async ({ page, request }) => {
  await signInAs(page, 'carol');
  await request.post('/__dev/suspend', { data: { username: 'carol' } });
  await page.reload();
  const dialog = errorDialog(page, 'This account is suspended');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Got it|OK/ }).click();
  await expect(page.getByRole('heading', { name: /Welcome to/ })).toBeVisible();
});

test('a deleted account gets the deleted error and switches to another stored account', async ({ page, request }) => {
  await signInAs(page, 'alice');
  await addExisting(page, 'carol');
  // Switching reloads the page: wait for that load, not just for the button (it changes a moment before).
  const switched = page.waitForEvent('load');
  await page.getByRole('button', { name: `Switch to @carol@${HOST}` }).click();
  await switched;
  await expect(accountButton(page, 'carol')).toBeVisible();
  await request.post('/__dev/delete-account', { data: { username: 'carol' } });
  await page.reload();
  const dialog = errorDialog(page, 'Account has been deleted');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Got it|OK/ }).click();
  await expect(accountButton(page, 'alice')).toBeVisible();
  await page.goto('/settings/accounts');
  await expect(row(page, `alice@${HOST}`)).toContainText('(current)');
  await expect(row(page, `carol@${HOST}`)).toHaveCount(0);
});

test('/settings/accounts removes a stored account after confirmation', async ({ page }) => {
  await signInAs(page, 'alice');
  await addExisting(page, 'carol');
  await page.getByRole('button', { name: `Remove @carol@${HOST}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Remove @carol@${HOST} from this device?` });
  await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
  await expect(row(page, `carol@${HOST}`)).toHaveCount(0);
  await page.reload();
  await expect(row(page, `alice@${HOST}`)).toContainText('(current)');
  await expect(row(page, `carol@${HOST}`)).toHaveCount(0);
});

test('realtime mode: an announcement with dialog display pops up', async ({ page, request }) => {
  await signInAs(page, 'alice');
  await page.goto('/settings/accounts');
  await page.getByRole('button', { name: 'Realtime mode' }).click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  const token = (await (await request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).json()) as {
    i: string;
  };
  const res = await request.post('/api/admin/announcements/create', {
    data: { i: token.i, title: 'Maintenance tonight', text: 'Back soon.', imageUrl: null, display: 'dialog' },
  });
  expect(res.status()).toBe(200);
  // Left unread, it would open as a dialog at every later sign-in of the run: it goes again whatever happens.
  const { id } = (await res.json()) as { id: string };
  try {
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: 'Maintenance tonight' })).toContainText(
      'Back soon.',
    );
  } finally {
    await request.post('/api/admin/announcements/delete', { data: { i: token.i, id } });
  }
});

test('realtime mode: a notification arriving on a visible page is marked read (readNotification); off, it stays unread', async ({
  page,
  request,
}) => {
  await signInAs(page, 'alice');
  const token = (
    (await (await request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).json()) as { i: string }
  ).i;
  const unread = async () =>
    ((await (await request.post('/api/i', { data: { i: token } })).json()) as { unreadNotificationsCount: number })
      .unreadNotificationsCount;
  await page.goto('/settings/accounts');
  // Realtime mode off: nothing reads it.
  await request.post('/api/notifications/mark-all-as-read', { data: { i: token } });
  await request.post('/__dev/post', { data: { username: 'bob', text: '@alice hello (realtime off)' } });
  await page.waitForTimeout(500);
  expect(await unread()).toBe(1);

  await page.getByRole('button', { name: 'Realtime mode' }).click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await request.post('/api/notifications/mark-all-as-read', { data: { i: token } });
  await request.post('/__dev/post', { data: { username: 'bob', text: '@alice hello (realtime on)' } });
  await expect.poll(unread).toBe(0);
  await request.post('/api/notifications/test-notification', { data: { i: token } });
  await page.waitForTimeout(500);
  expect(await unread()).toBe(1);
});
