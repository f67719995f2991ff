import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Profiles of remote and moved accounts, the memo, and the user menu's moderator items. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

const profile = (page: Page) => page.getByRole('region', { name: /profile$/ });

test('a remote user’s profile cautions that it may be incomplete and links to the original page', async ({ page }) => {
  await signIn(page, 'carol', '/@frank@remote.example');
  const note = profile(page).getByRole('note').filter({ hasText: 'This is a remote user.' });
  await expect(note).toContainText('What is shown here may be incomplete.');
  const original = note.getByRole('link', { name: 'Open the original page' });
  await expect(original).toHaveAttribute('href', 'https://remote.example/@frank');
  await expect(original).toHaveAttribute('target', '_blank');
  // A local user has no caution.
  await page.goto('/@alice');
  await expect(profile(page)).toContainText('@alice');
  await expect(profile(page).getByRole('note').filter({ hasText: 'This is a remote user.' })).toHaveCount(0);
});

test('a moved account’s profile says where it moved, with a link to the new account', async ({ page }) => {
  await signIn(page, 'carol', '/@ivan@mastodon.example');
  const moved = profile(page).getByRole('note').filter({ hasText: 'This account has moved to' });
  const link = moved.getByRole('link', { name: /@frank@remote\.example/ });
  await expect(link).toContainText('Frank from afar');
  await link.click();
  await expect(page).toHaveURL(/\/@frank@remote\.example$/);
  await expect(profile(page).getByRole('note').filter({ hasText: 'This account has moved to' })).toHaveCount(0);
});

test('the memo about a user: several lines, saved on the server (users/update-memo), still there after a reload', async ({
  page,
  request,
}) => {
  // A newcomer of its own: no memo from an earlier run.
  const username = `memo${Date.now() % 1e8}`;
  expect((await request.post('/api/signup', { data: { username, password: 'password' } })).ok()).toBe(true);
  await signIn(page, username, '/@carol');
  const memo = profile(page).getByRole('textbox', { name: 'Memo' });
  await expect(memo).toHaveValue('');
  await memo.fill('Met at the kite festival.\nLikes red kites.');
  await memo.press('Tab');
  await expect(page.getByTestId('toasts')).toContainText('Memo saved');
  const i = await token(request, username);
  const shown = async () =>
    ((await (await request.post('/api/users/show', { data: { i, username: 'carol' } })).json()) as { memo: string | null }).memo;
  await expect.poll(shown).toBe('Met at the kite festival.\nLikes red kites.');
  await page.reload();
  await expect(memo).toHaveValue('Met at the kite festival.\nLikes red kites.');
  // Own profile: no memo.
  await page.goto(`/@${username}`);
  await expect(profile(page)).toContainText(`@${username}`);
  await expect(profile(page).getByRole('textbox', { name: 'Memo' })).toHaveCount(0);
});

test('the user menu of an admin: Moderation, and role assignment with a period', async ({ page, request }) => {
  const admin = await token(request, 'alice');
  const roles = (await (await request.post('/api/admin/roles/list', { data: { i: admin } })).json()) as { id: string; name: string }[];
  const supporter = roles.find((r) => r.name === 'Supporter')!;
  const dave = (await (await request.post('/api/users/show', { data: { username: 'dave' } })).json()) as { id: string };
  const unassign = () => request.post('/api/admin/roles/unassign', { data: { i: admin, roleId: supporter.id, userId: dave.id } });
  await unassign();
  try {
    await signIn(page, 'alice', '/@dave');
    await profile(page).getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Moderation' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    // Only roles assigned by hand; Supporter among them.
    await page.getByRole('menuitem', { name: 'Supporter' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Period: Supporter' });
    await expect(dialog.getByRole('combobox')).toHaveValue('muteForever');
    await expect(dialog.getByRole('combobox').locator('option')).toHaveText(['Indefinitely', '1 hour', '1 day', '1 week', '1 month']);
    await dialog.getByRole('combobox').selectOption({ label: '1 day' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('toasts')).toContainText('Supporter assigned to Dave (bot)');
    const users = (await (
      await request.post('/api/admin/roles/users', { data: { i: admin, roleId: supporter.id, limit: 100 } })
    ).json()) as {
      user: { id: string };
      expiresAt: string | null;
    }[];
    const left = Date.parse(users.find((u) => u.user.id === dave.id)?.expiresAt ?? '') - Date.now();
    expect(left).toBeGreaterThan(23 * 3_600_000);
    expect(left).toBeLessThan(25 * 3_600_000);
    // The profile shows the role now.
    await page.reload();
    await expect(profile(page).getByRole('list', { name: 'Roles' })).toContainText('Supporter');

    // Moderation opens the user's page in the control panel.
    await profile(page).getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/user/${dave.id}$`));
  } finally {
    await unassign();
  }
});

test('the user menu of a normal user has no Moderation and no Roles', async ({ page }) => {
  await signIn(page, 'carol', '/@dave');
  await profile(page).getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Roles' })).toHaveCount(0);
});

test('the user menu copies the username and the RSS feed, searches their notes, sends a direct note; my own offers Edit profile', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'carol', '/@dave');
  const host = new URL(baseURL ?? '').host;
  const menu = async () => {
    await profile(page).getByRole('button', { name: 'User menu' }).click();
    return page.getByRole('menu');
  };
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await (await menu()).getByRole('menuitem', { name: 'Copy username' }).click();
  await expect.poll(clipboard).toBe(`@dave@${host}`);
  await (await menu()).getByRole('menuitem', { name: 'Copy RSS feed URL' }).click();
  await expect.poll(clipboard).toBe(`${baseURL}/@dave.atom`);
  await expect((await menu()).getByRole('menuitem', { name: 'Edit profile' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Send a direct note' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('textbox').first()).toHaveValue('@dave ');
  // Addressed to dave alone: he is the note's one recipient.
  await expect(dialog.getByRole('button', { name: /^Remove .*dave/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await (await menu()).getByRole('menuitem', { name: 'Search this user’s notes' }).click();
  await expect(page).toHaveURL(/\/search\?username=dave$/);
  await page.goto('/@carol');
  await (await menu()).getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/settings\/profile$/);
});
