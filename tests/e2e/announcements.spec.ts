import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** /announcements and /announcements/:id: reading one clears its unread state and, with none left, the navbar's indicator. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

/** A personal announcement for `username`, made by the admin (alice): unread whatever ran before. */
async function announceTo(request: APIRequestContext, username: string, title: string): Promise<string> {
  const admin = await token(request, 'alice');
  const user = (await (await request.post('/api/users/show', { data: { username } })).json()) as { id: string };
  const res = await request.post('/api/admin/announcements/create', {
    data: { i: admin, title, text: 'Read me **please**.', imageUrl: null, userId: user.id },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const navEntry = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Announcements/ });

/** Presses every "Got it!" on the current tab (confirming where asked), loading more while there is more. */
async function readAll(page: Page) {
  const panel = page.getByRole('tabpanel', { name: 'Current announcements' });
  for (let i = 0; i < 30; i++) {
    const button = panel.getByRole('button', { name: 'Got it!' }).first();
    if (await button.isVisible()) {
      const count = await panel.getByRole('button', { name: 'Got it!' }).count();
      await button.click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Mark as read?' });
      if (await confirm.isVisible({ timeout: 500 }).catch(() => false)) await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
      await expect(panel.getByRole('button', { name: 'Got it!' })).toHaveCount(count - 1);
      continue;
    }
    const more = panel.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) return;
    await more.click();
    await expect(more).toBeEnabled();
  }
}

test('reading announcements: the New mark and Got it! go, a personal one moves to the past tab, the navbar indicator clears', async ({
  page,
  request,
}) => {
  const title = `For erin ${Date.now()}`;
  await announceTo(request, 'erin', title);
  await signIn(page, 'erin');
  await expect(navEntry(page).locator('[data-indicator]').first()).toBeVisible();
  await navEntry(page).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByText('There are unread announcements.')).toBeVisible();
  const mine = card(page, title);
  await expect(mine).toContainText('For you');
  await expect(mine).toContainText('New');
  await expect(mine.locator('b')).toHaveText('please');
  await mine.getByRole('button', { name: 'Got it!' }).click();
  await expect(mine.getByRole('button', { name: 'Got it!' })).toHaveCount(0);
  await expect(mine).not.toContainText('New');

  await readAll(page);
  await expect(navEntry(page).locator('[data-indicator]')).toHaveCount(0);
  await expect(page.getByText('There are unread announcements.')).toHaveCount(0);

  // Read, the personal one is no longer current (Misskey deactivates it): it is on the past tab.
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Current announcements' })).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Past announcements' }).click();
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, title).getByRole('button', { name: 'Got it!' })).toHaveCount(0);
  await expect(navEntry(page).locator('[data-indicator]')).toHaveCount(0);
});

test('an announcement on its own page: read there; a confirmation is asked where the server wants one; unknown ids are not found', async ({
  page,
  request,
}) => {
  const title = `For dave ${Date.now()}`;
  const id = await announceTo(request, 'dave', title);
  await signIn(page, 'dave', '/announcements');
  await card(page, title).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/announcements/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await card(page, title).getByRole('button', { name: 'Got it!' }).click();
  await expect(card(page, title).getByRole('button', { name: 'Got it!' })).toHaveCount(0);

  // "Please read: new rules" (seeded) needs confirmation: Cancel keeps it unread, OK reads it.
  const admin = await token(request, 'alice');
  const rules = (
    (await (await request.post('/api/announcements', { data: { i: admin, limit: 100 } })).json()) as { id: string; title: string }[]
  ).find((a) => a.title === 'Please read: new rules');
  expect(rules).toBeDefined();
  const i = await token(request, 'dave');
  const unreadRules = async () =>
    ((await (await request.post('/api/announcements/show', { data: { i, announcementId: rules!.id } })).json()) as { isRead: boolean })
      .isRead === false;
  await page.goto(`/announcements/${rules!.id}`);
  const rulesCard = card(page, 'Please read: new rules');
  if (await unreadRules()) {
    await rulesCard.getByRole('button', { name: 'Got it!' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Mark as read?' });
    await expect(confirm).toContainText('This will mark the contents of “Please read: new rules” as read.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rulesCard.getByRole('button', { name: 'Got it!' })).toBeVisible();
    expect(await unreadRules()).toBe(true);
    await rulesCard.getByRole('button', { name: 'Got it!' }).click();
    await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
  }
  await expect(rulesCard.getByRole('button', { name: 'Got it!' })).toHaveCount(0);
  await expect.poll(unreadRules).toBe(false);

  await page.goto('/announcements/aaaaaaaaaa');
  await expect(page.locator('[data-result="notFound"]')).toBeVisible();
});
