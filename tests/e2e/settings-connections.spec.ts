import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 14, account settings pages (account-tools): export and import, access tokens, apps,
 * webhooks, avatar decorations and the registry browser — each opened, used, and checked on the
 * server after a reload. bob is used here (other specs only read his profile).
 */
const USER = 'bob';

let token: string | null = null;
/** Calls the server as bob, to check what a page saved. */
async function api(request: APIRequestContext, endpoint: string, data: Record<string, unknown> = {}) {
  token ??= ((await (await request.post('/api/signin-flow', { data: { username: USER, password: 'password' } })).json()) as { i: string })
    .i;
  const res = await request.post(`/api/${endpoint}`, { data: { i: token, ...data } });
  return res.status() === 204 ? null : res.json();
}

test('account data: an export is requested and its file arrives with a notification; an import reads a drive file', async ({ page }) => {
  await signIn(page, USER, '/settings/account-data');
  await expect(page.getByRole('heading', { name: 'Account data', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Export Follows' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export of Follows requested' })).toBeVisible();

  // The result: a notification and the file in the drive.
  await page.goto('/my/notifications');
  await expect(page.getByText('Export completed').first()).toBeVisible();

  await page.goto('/settings/account-data');
  await page.getByRole('button', { name: 'Import Follows from the drive' }).click();
  const picker = page.getByRole('dialog');
  await picker
    .getByRole('button', { name: /^following-.*\.csv$/ })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import of Follows requested' })).toBeVisible();
});

test('access tokens: generate one with chosen permissions, shown once, listed, then revoked', async ({ page }) => {
  await signIn(page, USER, '/settings/connect');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Give the token a name.');
  await page.getByLabel('Token name').fill('e2e script');
  await page.getByRole('checkbox', { name: 'write:notes' }).check();
  await page.getByRole('button', { name: 'Generate' }).click();
  const shown = page.getByTestId('new-token');
  await expect(shown).toHaveText(/^\w{16,}$/);
  const secret = (await shown.textContent()) ?? '';
  // The token works, with its permissions.
  const me = await page.request.post('/api/i', { data: { i: secret } });
  expect(me.status()).toBe(200);

  await page.reload();
  const item = page.locator('[data-token]').filter({ hasText: 'e2e script' });
  await expect(item).toBeVisible();
  await expect(page.getByTestId('new-token')).toHaveCount(0);
  await item.getByText('2 permissions').click();
  await expect(item.getByText('write:notes')).toBeVisible();

  // Apps lists the same access; revoking asks first, then it is gone — on the server too.
  await page.goto('/settings/apps');
  await page.getByRole('button', { name: 'Revoke “e2e script”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('button', { name: 'Revoke “e2e script”' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('No token or app has access to this account.')).toBeVisible();
  expect((await page.request.post('/api/i', { data: { i: secret } })).status()).toBe(401);
});

test('webhooks: create, edit, test and delete one', async ({ page }) => {
  await signIn(page, USER, '/settings/webhook');
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New webhook' }).click();
  await page.getByLabel('Name').fill('Deploy bot');
  await page.getByLabel('URL').fill('ftp://hooks.example/x');
  await page.getByRole('checkbox', { name: 'Posted a note' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toHaveText('The URL must start with http:// or https://.');
  await expect(page.getByLabel('Name')).toHaveValue('Deploy bot');
  await page.getByLabel('URL').fill('https://hooks.example/x');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/settings\/webhook$/);
  await page.getByRole('link', { name: 'Edit “Deploy bot”' }).click();

  await page.getByLabel('Secret').fill('s3cret');
  await page.getByRole('checkbox', { name: 'Got a reaction' }).check();
  await page.getByRole('checkbox', { name: 'Active (send calls)' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Secret')).toHaveValue('s3cret');
  await expect(page.getByRole('checkbox', { name: 'Got a reaction' })).toBeChecked();
  const [hook] = (await api(page.request, 'i/webhooks/list')) as { on: string[]; secret: string; active: boolean }[];
  expect(hook).toMatchObject({ secret: 's3cret', active: false, on: ['note', 'reaction'] });

  await page.getByLabel('Test event').selectOption('reaction');
  await page.getByRole('button', { name: 'Send a test call' }).click();
  await expect(page.getByText('Test call queued for “Got a reaction”.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete webhook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/settings\/webhook$/);
  await expect(page.getByText('No webhooks yet.')).toBeVisible();
  expect(await api(page.request, 'i/webhooks/list')).toEqual([]);
});

test('avatar decorations: choose one, turn and flip it, save — it is on the server after a reload', async ({ page }) => {
  await signIn(page, USER, '/settings/avatar-decoration');
  await page.getByRole('button', { name: 'Add “Halo”' }).click();
  await expect(page.getByRole('button', { name: 'Add “Frame”' })).toBeDisabled();
  const chosen = page.locator('[data-decoration="Halo"]');
  await chosen.getByLabel('Flip horizontally').check();
  await chosen.getByLabel(/^Angle/).fill('0.25');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-decoration="Halo"]').getByLabel('Flip horizontally')).toBeChecked();
  const me = (await api(page.request, 'i')) as { avatarDecorations: { angle?: number; flipH?: boolean }[] };
  expect(me.avatarDecorations).toMatchObject([{ angle: 0.25, flipH: true }]);
  await page.getByRole('button', { name: 'Remove “Halo”' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(((await api(page.request, 'i')) as { avatarDecorations: unknown[] }).avatarDecorations).toEqual([]);
});

test('registry: browse to a value, bad JSON is refused and kept, good JSON is saved, then the key is deleted', async ({ page }) => {
  await signIn(page, USER);
  await api(page.request, 'i/registry/set', { scope: ['e2e', 'tools'], key: 'config', value: { size: 2 } });
  await page.goto('/registry');
  await page.getByRole('link', { name: 'e2e / tools' }).click();
  await page.getByRole('link', { name: /config/ }).click();
  const editor = page.getByLabel('Value (JSON)');
  await expect(editor).toHaveValue(/"size": 2/);
  await editor.fill('{ size: 3 ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Not valid JSON');
  await expect(page.getByRole('alert')).toContainText('Nothing was saved.');
  await expect(editor).toHaveValue('{ size: 3 ');
  expect(await api(page.request, 'i/registry/get', { scope: ['e2e', 'tools'], key: 'config' })).toEqual({ size: 2 });

  await editor.fill('{ "size": 3 }');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Value (JSON)')).toHaveValue(/"size": 3/);

  await page.getByRole('button', { name: 'Delete key' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No keys in this scope.')).toBeVisible();
});
