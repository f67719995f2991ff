import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The control panel (/admin): its frame and menu, users, one user, roles, invitation codes; staff only. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}
async function userId(request: APIRequestContext, username: string): Promise<string> {
  return ((await (await request.post('/api/users/show', { data: { username } })).json()) as { id: string }).id;
}
const menu = (page: Page) => page.getByRole('navigation', { name: 'Control panel pages' });
const ok = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'OK' });

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

/** The Administration group of the menu, in Misskey's order. */
const ADMINISTRATION = [
  'Overview',
  'Users',
  'Invitations',
  'Roles',
  'Custom emojis',
  'Custom emojis (table)',
  'Avatar decorations',
  'Federation',
  'Federation job queue',
  'Job queue',
  'Files',
  'Announcements',
  'Ads',
  'Reports',
  'Moderation log',
];

test('an admin opens the control panel, searches its menu and lists, filters and opens users', async ({ page }) => {
  await signIn(page, 'alice', '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Control panel' })).toBeVisible();
  const admin = menu(page).getByRole('region', { name: 'Administration' });
  await expect(admin.getByRole('link')).toHaveText(ADMINISTRATION);
  await expectNoSeriousA11yViolations(page, '/admin');
  await menu(page).getByLabel('Search the control panel').fill('rol');
  await expect(menu(page).getByRole('link')).toHaveText(['Roles']);
  await menu(page).getByLabel('Search the control panel').fill('zzz');
  await expect(menu(page).getByRole('status')).toHaveText('No page matches “zzz”');
  await menu(page).getByLabel('Search the control panel').fill('');
  await menu(page).getByRole('link', { name: 'Users' }).click();

  await expect(page).toHaveURL(/\/admin\/users$/);
  // On a wide screen the menu stays beside the page, its entry marked as the current one.
  await expect(menu(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('list', { name: 'Users' });
  await expect(list.getByRole('link', { name: /@carol/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/users');
  await page.getByLabel('State').selectOption({ label: 'Moderators' });
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toContainText('@bob');
  await page.getByLabel('State').selectOption({ label: 'All' });
  await page.getByLabel('Username').fill('car');
  await expect(list.getByRole('link')).toHaveCount(1);
  await page.getByLabel('Username').fill('nobody-like-this');
  await expect(page.getByText('No users match')).toBeVisible();
  await page.getByLabel('Username').fill('carol');
  await list.getByRole('link', { name: /@carol/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: '@carol' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Registered');
  await expect(page.getByRole('link', { name: 'Open the profile' })).toHaveAttribute('href', '/@carol');
  await expectNoSeriousA11yViolations(page, '/admin/user/:id');
});

test('an admin creates a role with a policy, assigns it with an expiry, and the user gets the policy', async ({ page, request }) => {
  // The role editor, the user page and a second account's check: 22 s on a loaded machine, once over 30 s in a full run.
  test.setTimeout(60_000);
  const carol = await token(request, 'carol');
  await signIn(page, 'alice', '/admin/roles');
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('link', { name: /Supporter/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/roles');
  await page.getByRole('link', { name: 'New role' }).click();
  await expect(page).toHaveURL(/\/admin\/roles\/new$/);
  await page.getByLabel('Name').fill('Pinners');
  await page.getByLabel('Description').fill('May pin more notes');
  // A conditional role offers the condition editor; this one stays manual.
  await page.getByLabel('Assignment').selectOption({ label: 'Conditional' });
  await expect(page.getByRole('group', { name: 'Condition' }).getByLabel('Condition type')).toHaveValue('isLocal');
  await page.getByLabel('Assignment').selectOption({ label: 'Manual' });
  const pin = page.locator('[data-policy="pinLimit"]');
  await pin.locator('summary').click();
  await pin.getByRole('checkbox', { name: 'Use the default' }).uncheck();
  await pin.getByRole('spinbutton', { name: 'Pinned notes' }).fill('42');
  await expectNoSeriousA11yViolations(page, '/admin/roles/new');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Pinners' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/roles/:id');
  await page.getByRole('button', { name: 'Assign to a user' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('carol');
  await ok(page).click();
  await page.getByRole('dialog').getByRole('combobox').selectOption({ label: 'One day' });
  await ok(page).click();
  const members = page.getByRole('region', { name: 'Users of this role' });
  await expect(members.getByRole('listitem')).toContainText('@carol');
  await expect(members.getByRole('listitem')).toContainText(/Until /);
  const policies = async () =>
    ((await (await request.post('/api/i', { data: { i: carol } })).json()) as { policies: { pinLimit: number } }).policies.pinLimit;
  await expect.poll(policies).toBe(42);

  // The editor opens with what was saved.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Pinners');
  await expect(page.locator('[data-policy="pinLimit"] summary')).toContainText('42');
  await expectNoSeriousA11yViolations(page, '/admin/roles/:id/edit');
});

test('an admin suspends a user, who then gets the suspended error, and unsuspends them', async ({ page, browser, request }) => {
  const daveId = await userId(request, 'dave');
  const davePage = await (await browser.newContext()).newPage();
  await signIn(davePage, 'dave');
  await signIn(page, 'alice', `/admin/user/${daveId}`);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await ok(page).click();
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Suspended');

  await davePage.reload();
  await expect(
    davePage.getByRole('alertdialog').or(davePage.getByRole('dialog')).filter({ hasText: 'This account is suspended' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await ok(page).click();
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  expect((await request.post('/api/signin-flow', { data: { username: 'dave', password: 'password' } })).ok()).toBe(true);
  await davePage.context().close();
});

test('an admin resets a password (shown once) and keeps a moderation note', async ({ page, request }) => {
  await signIn(page, 'alice', `/admin/user/${await userId(request, 'carol')}`);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await ok(page).click();
  const shown = page.getByRole('dialog').filter({ hasText: 'The new password is:' });
  const text = (await shown.textContent()) ?? '';
  const password = /The new password is: (\S{8})/.exec(text)?.[1] ?? '';
  expect(password).toHaveLength(8);
  await shown.getByRole('button', { name: 'Got it' }).click();
  expect((await request.post('/api/signin-flow', { data: { username: 'carol', password } })).ok()).toBe(true);

  await page.getByLabel('Moderation note').fill('Warned once about spam');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.reload();
  await expect(page.getByLabel('Moderation note')).toHaveValue('Warned once about spam');
});

test('invitation codes: create two with an expiry, list them, delete one', async ({ page }) => {
  await signIn(page, 'alice', '/admin/invites');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation codes' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/invites');
  await page.getByRole('checkbox', { name: 'Set an expiry' }).check();
  await page.getByLabel('How many').fill('2');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Created:');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  const rows = page.getByRole('list', { name: 'Codes' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Unused');
  await expect(rows.first()).toContainText('Expires');
  await expect(rows.first()).toContainText('Created by @alice');
  await rows
    .first()
    .getByRole('button', { name: /^Delete / })
    .click();
  await ok(page).click();
  await expect(rows).toHaveCount(1);
});

test('a long list comes a page at a time: Load more appends the next; a refused page says why and keeps the rows', async ({
  page,
  request,
}) => {
  const i = await token(request, 'alice');
  expect((await request.post('/api/admin/invite/create', { data: { i, count: 32 } })).ok()).toBe(true);
  let refuse = true;
  await page.route('**/api/admin/invite/list', async (route) => {
    const body = route.request().postDataJSON() as { offset?: number };
    if (refuse && body.offset === 30) {
      refuse = false;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { message: 'Internal error', code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac' } }),
      });
      return;
    }
    await route.continue();
  });
  await signIn(page, 'alice', '/admin/invites');
  const rows = page.getByRole('list', { name: 'Codes' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(rows).toHaveCount(30);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(rows).toHaveCount(32);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The last page came short: nothing more to ask for.
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
});

test('a moderator sees the panel but not what only administrators may do', async ({ page, request }) => {
  await signIn(page, 'bob', '/admin');
  // Misskey shows a moderator the whole menu; the pages themselves refuse what only admins may do.
  await expect(menu(page).getByRole('region', { name: 'Administration' }).getByRole('link')).toHaveText(ADMINISTRATION);
  await page.goto(`/admin/user/${await userId(request, 'carol')}`);
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete all files' })).toHaveCount(0);
  await page.goto('/admin/roles');
  await expect(page.getByRole('list', { name: 'Roles' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New role' })).toHaveCount(0);
  await page.goto('/admin/roles/new');
  await expect(page.getByText('Only administrators can create or edit roles.')).toBeVisible();
  await page.goto('/admin/invites');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Created:');
});

test('a normal user gets not-found on every staff path', async ({ page }) => {
  await signIn(page, 'carol');
  for (const path of ['/admin', '/admin/users', '/admin/user/x', '/admin/roles', '/admin/roles/new', '/admin/invites']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(menu(page)).toHaveCount(0);
  }
});

test('at 375 px the panel is the index list, then each page full width with a way back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'alice', '/admin');
  await menu(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(menu(page)).toBeHidden();
  const width = await page.locator('.kite-admin-main').evaluate((el) => el.getBoundingClientRect().width);
  // The page takes the column's whole width (less its small side padding).
  expect(width).toBeGreaterThan(320);
  await expectNoSeriousA11yViolations(page, '/admin/roles at 375 px');
  await page.getByRole('link', { name: 'Back to the control panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(menu(page).getByRole('link', { name: 'Users' })).toBeVisible();
});
