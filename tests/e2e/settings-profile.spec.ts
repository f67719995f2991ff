import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 14, /settings/profile: profile fields (name/value pairs), birthday and the cat and bot
 * flags are saved on the server with i/update and shown on the own profile after a reload — the
 * fields as a table, the birthday, the bot badge, and cat ears on the avatar of one's notes.
 * Each test signs up its own account.
 */
let n = 0;
async function freshAccount(page: Page): Promise<{ username: string; token: string }> {
  const username = `prof${Date.now().toString(36)}${n++}`;
  const res = await page.request.post('/api/signup', { data: { username, password: 'password' } });
  expect(res.ok()).toBe(true);
  await signIn(page, username);
  return { username, token: ((await res.json()) as { token: string }).token };
}

async function me(request: APIRequestContext, token: string) {
  return (await (await request.post('/api/i', { data: { i: token } })).json()) as Record<string, unknown>;
}

test('profile fields, birthday, cat and bot are saved on the server and shown on the own profile', async ({ page }) => {
  const { username, token } = await freshAccount(page);
  await page.goto('/settings/profile');
  await expect(page.getByRole('group', { name: 'Profile fields' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Field 1: label').fill('Website');
  await page.getByLabel('Field 1: content').fill('https://kite.example');
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Field 2: label').fill('Pronouns');
  await page.getByLabel('Field 2: content').fill('they/them');
  // A pair left empty is dropped on save.
  await page.getByRole('button', { name: 'Add a field' }).click();
  await page.getByLabel('Birthday').fill('1999-04-01');
  await page.getByLabel('I am a cat').check();
  await page.getByLabel('This is a bot account').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  expect(await me(page.request, token)).toMatchObject({
    fields: [
      { name: 'Website', value: 'https://kite.example' },
      { name: 'Pronouns', value: 'they/them' },
    ],
    birthday: '1999-04-01',
    isCat: true,
    isBot: true,
  });

  await page.reload();
  await expect(page.getByLabel('Field 2: content')).toHaveValue('they/them');
  await expect(page.getByLabel('Field 3: label')).toHaveCount(0);
  await expect(page.getByLabel('Birthday')).toHaveValue('1999-04-01');
  await expect(page.getByLabel('I am a cat')).toBeChecked();
  await expect(page.getByLabel('This is a bot account')).toBeChecked();

  await page.request.post('/api/notes/create', { data: { i: token, text: 'meow from the settings test' } });
  await page.goto(`/@${username}`);
  const table = page.getByLabel('Profile fields', { exact: true }).locator('> div');
  await expect(table).toHaveCount(2);
  await expect(table.nth(0).locator('dt')).toHaveText('Website');
  await expect(table.nth(0).locator('dd')).toContainText('https://kite.example');
  await expect(table.nth(1)).toContainText('Pronouns');
  await expect(table.nth(1)).toContainText('they/them');
  await expect(page.locator('.kite-profile-facts')).toContainText('1999-04-01');
  await expect(page.locator('.kite-profile-badges')).toContainText('Bot account');
  const note = page.locator('article.kite-note').filter({ hasText: 'meow from the settings test' });
  await expect(note.locator('.kite-avatar-cat')).toHaveCount(1);
  await expect(note).toContainText('Bot');

  // Removing a field and the flags is saved too.
  await page.goto('/settings/profile');
  await page.getByRole('button', { name: 'Remove field 1' }).click();
  await expect(page.getByLabel('Field 1: label')).toHaveValue('Pronouns');
  await page.getByLabel('I am a cat').uncheck();
  await page.getByLabel('This is a bot account').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await me(page.request, token)).fields).toEqual([{ name: 'Pronouns', value: 'they/them' }]);
  expect(await me(page.request, token)).toMatchObject({ isCat: false, isBot: false });
  await page.goto(`/@${username}`);
  await expect(page.getByLabel('Profile fields', { exact: true }).locator('> div')).toHaveCount(1);
  await expect(page.locator('.kite-profile-badges')).not.toContainText('Bot account');
  await expect(
    page.locator('article.kite-note').filter({ hasText: 'meow from the settings test' }).locator('.kite-avatar-cat'),
  ).toHaveCount(0);
});
