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

test('dialog announcements open once the timeline is drawn: Escape leaves one unread (it comes back at the next start), a long one must be scrolled to its end, a read one never comes back', async ({
  page,
  request,
}) => {
  // Two sign-ins, two reloads and a scrolled dialog: more than 30 s on a busy CI machine.
  test.setTimeout(60_000);
  // A newcomer of its own: the dialogs are personal, so no other test's sign-in meets them.
  const username = `dlg${Date.now() % 1e8}`;
  expect((await request.post('/api/signup', { data: { username, password: 'password' } })).ok()).toBe(true);
  const admin = await token(request, 'alice');
  const user = (await (await request.post('/api/users/show', { data: { username } })).json()) as { id: string };
  const create = async (title: string, text: string, needConfirmationToRead: boolean) => {
    const res = await request.post('/api/admin/announcements/create', {
      data: { i: admin, title, text, imageUrl: null, display: 'dialog', needConfirmationToRead, userId: user.id },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };
  const shortTitle = `Short ${username}`;
  const longTitle = `Long ${username}`;
  const shortId = await create(shortTitle, 'Just **this**.', false);
  const longId = await create(longTitle, Array.from({ length: 80 }, (_, n) => `Line ${n + 1} of the rules.`).join('\n'), true);
  const i = await token(request, username);
  const isRead = async (id: string) =>
    ((await (await request.post('/api/announcements/show', { data: { i, announcementId: id } })).json()) as { isRead: boolean }).isRead;

  const dialog = (title: string) => page.getByRole('dialog', { name: title, exact: true });
  await signIn(page, username);
  // One at a time: whichever opens first, the other waits for it.
  for (let n = 0; n < 2; n++) {
    await expect(dialog(shortTitle).or(dialog(longTitle))).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    if (await dialog(shortTitle).isVisible()) {
      await expect(dialog(shortTitle).locator('b')).toHaveText('this');
      await expect(dialog(shortTitle).getByRole('button', { name: 'Close' })).toBeEnabled();
      // Escape closes it, leaving it unread.
      await page.keyboard.press('Escape');
      await expect(dialog(shortTitle)).toHaveCount(0);
    } else {
      const box = dialog(longTitle);
      await expect(box.getByRole('button', { name: 'Scroll to close' })).toBeDisabled();
      // The text takes the focus and scrolls from the keyboard.
      await box.getByRole('region', { name: longTitle }).press('End');
      await box.getByRole('button', { name: 'Close' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Mark as read?' });
      await expect(confirm).toContainText(`This will mark the contents of “${longTitle}” as read.`);
      await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
      await expect(box).toHaveCount(0);
      await expect.poll(() => isRead(longId)).toBe(true);
    }
  }

  // Next start: only the one left unread, and once read, nothing.
  await page.reload();
  await expect(dialog(shortTitle)).toBeVisible();
  await expect(dialog(longTitle)).toHaveCount(0);
  // A background click does not close it.
  await page.mouse.click(5, 5);
  await expect(dialog(shortTitle)).toBeVisible();
  await dialog(shortTitle).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(shortTitle)).toHaveCount(0);
  await expect.poll(() => isRead(shortId)).toBe(true);
  await page.reload();
  await expect(page.locator('article').first()).toBeVisible();
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('realtime mode: a personal dialog announcement created while signed in opens as the dialog; Close marks it read, it does not come back', async ({
  page,
  request,
}) => {
  // A newcomer of its own: no other test's announcements are unread for it.
  const username = `live${Date.now() % 1e8}`;
  expect((await request.post('/api/signup', { data: { username, password: 'password' } })).ok()).toBe(true);
  await signIn(page, username, '/settings/accounts');
  await page.getByRole('button', { name: 'Realtime mode' }).click();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const admin = await token(request, 'alice');
  const user = (await (await request.post('/api/users/show', { data: { username } })).json()) as { id: string };
  const title = `Live ${username}`;
  const res = await request.post('/api/admin/announcements/create', {
    data: { i: admin, title, text: 'Arrived **live**.', imageUrl: null, display: 'dialog', userId: user.id },
  });
  expect(res.status()).toBe(200);
  const { id } = (await res.json()) as { id: string };
  const i = await token(request, username);
  const isRead = async () =>
    ((await (await request.post('/api/announcements/show', { data: { i, announcementId: id } })).json()) as { isRead: boolean }).isRead;

  const box = page.getByRole('dialog', { name: title, exact: true });
  await expect(box.locator('b')).toHaveText('live');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toHaveCount(0);
  await expect.poll(isRead).toBe(true);
  await page.reload();
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
