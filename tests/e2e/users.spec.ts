import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Profiles, the follow button's states, the user menu (mute with an expiry), the preview card. */

const notesFeed = (page: Page, name: string) => page.getByRole('feed', { name: `${name}’s notes` });

test('open a profile by clicking a name on a note, see the header, and page through its notes', async ({ page }) => {
  await signIn(page, 'alice');
  const feed = page.getByRole('feed').first();
  const name = feed.locator('.kite-note-name').filter({ hasText: 'Carol' }).first();
  await expect(name).toBeVisible();
  await name.click();
  await expect(page).toHaveURL(/\/@carol$/);
  await expect(page.getByRole('heading', { name: 'Carol', level: 1 }).last()).toBeVisible();
  const head = page.getByRole('region', { name: 'Carol’s profile' });
  await expect(head).toContainText('@carol');
  await expect(head.getByRole('link', { name: /Followers/ })).toBeVisible();
  await expect(head.getByRole('button', { name: 'Following' })).toBeVisible(); // alice follows carol
  const notes = notesFeed(page, 'Carol');
  await expect(notes.locator('article').first()).toBeVisible();
  const before = await notes.locator('[data-row-index]').count();
  await page.mouse.wheel(0, 30000);
  await expect
    .poll(async () =>
      notes.locator('[data-row-index]').evaluateAll((els) => Math.max(...els.map((e) => Number(e.getAttribute('data-row-index'))))),
    )
    .toBeGreaterThan(before);
  // Tabs: files, then the gallery with carol's seeded posts.
  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page).toHaveURL(/\/@carol\/files$/);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/@carol\/gallery$/);
  await expect(page.getByRole('main').getByText('Landscapes')).toBeVisible();
  // Follow lists.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await head.getByRole('link', { name: /Followers/ }).click();
  await expect(page).toHaveURL(/\/@carol\/followers$/);
  await expect(page.getByRole('list', { name: 'Carol’s followers' }).getByRole('link', { name: 'Alice' }).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/profile-followers.png' });
});

test('follow a locked account: the button shows the pending state; cancelling returns to Follow', async ({ page }) => {
  await signIn(page, 'alice', '/@grace');
  const head = page.getByRole('region', { name: /profile$/ });
  await expect(head).toContainText('Locked account');
  await head.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(head.getByRole('button', { name: 'Follow request pending' })).toBeVisible();
  await page.reload();
  await expect(head.getByRole('button', { name: 'Follow request pending' })).toBeVisible();
  await head.getByRole('button', { name: 'Follow request pending' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(head.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/profile-locked.png' });
});

test('mute a user for 10 minutes from the user menu: their notes leave the timeline; unmute from the same menu', async ({ page }) => {
  await signIn(page, 'alice');
  const carolNote = page
    .getByRole('feed')
    .first()
    .locator('article')
    .filter({ has: page.locator('.kite-note-name', { hasText: 'Carol' }) });
  await expect(carolNote.first()).toBeVisible();
  await page.goto('/@carol');
  const head = page.getByRole('region', { name: 'Carol’s profile' });
  await head.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').selectOption({ label: '10 minutes' });
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('toasts')).toContainText('is muted');
  await expect(head).toContainText('Muted');
  // The server has the mute with an expiry about 10 minutes ahead.
  const i = (
    (await (await page.request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).json()) as { i: string }
  ).i;
  const mutes = (await (await page.request.post('/api/mute/list', { data: { i } })).json()) as {
    mutee: { username: string };
    expiresAt: string | null;
  }[];
  const left = Date.parse(mutes.find((x) => x.mutee.username === 'carol')?.expiresAt ?? '') - Date.now();
  expect(left).toBeGreaterThan(9 * 60_000);
  expect(left).toBeLessThan(11 * 60_000);
  await page.goto('/');
  await expect(page.getByRole('feed').first().locator('article').first()).toBeVisible();
  await expect(carolNote).toHaveCount(0);
  await page.goto('/@carol');
  await head.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Unmute' }).click();
  await expect(head).not.toContainText('Muted');
});

test('the user preview card shows on hovering an avatar and follows back from there', async ({ page }) => {
  await signIn(page, 'alice', '/@alice/followers');
  const row = page
    .getByRole('list', { name: /followers/ })
    .locator('li')
    .filter({ hasText: '@heidi@remote.example' });
  await row.locator('.kite-users-avatar').hover();
  const card = page.getByTestId('user-preview');
  await expect(card).toBeVisible();
  await expect(card).toContainText('@heidi@remote.example');
  await expect(card.getByRole('term').filter({ hasText: 'Followers' })).toBeVisible();
  await card.getByRole('button', { name: 'Follow back' }).click();
  await expect(card.getByRole('button', { name: 'Following' })).toBeVisible();
});
