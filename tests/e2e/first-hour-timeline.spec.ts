import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Issue 12: new notes at the very top, and axe on the signed-in timeline and the pages built so far. */

const feed = (page: Page) => page.getByRole('feed', { name: 'Local timeline' });
const top = (page: Page) => feed(page).locator('[data-row-index="0"]');

async function devPost(page: Page, username: string, text: string): Promise<string> {
  const res = await page.request.post('/__dev/post', { data: { username, text } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('at the very top new notes appear at once, also after some waited behind the new-notes button', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(top(page)).toBeVisible();
  const first = `at the top ${Date.now()}`;
  await devPost(page, 'bob', first);
  await expect(top(page)).toContainText(first);
  // Scrolled down: it waits behind the button.
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  const queued = `while scrolled ${Date.now()}`;
  await devPost(page, 'bob', queued);
  await expect(page.getByRole('button', { name: /New notes \(1\)/ })).toBeVisible();
  // Back at the top, the next note does not queue behind it: both show, in order.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const next = `back at the top ${Date.now()}`;
  await devPost(page, 'carol', next);
  await expect(top(page)).toContainText(next);
  await expect(feed(page).locator('[data-row-index="1"]')).toContainText(queued);
  await expect(page.getByRole('button', { name: /New notes/ })).toHaveCount(0);
  const last = `and again ${Date.now()}`;
  await devPost(page, 'bob', last);
  await expect(top(page)).toContainText(last);
  await expect(page.getByRole('button', { name: /New notes/ })).toHaveCount(0);
});

test('axe: the visitor landing and the sign-up form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the visitor landing');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the sign-up form');
});

test('axe: the signed-in timeline with notes, and its note, user and emoji picker', async ({ page }) => {
  const id = await devPost(page, 'carol', `axe me :kite: #tag https://example.com ${Date.now()}`);
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(top(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the signed-in timeline');
  await page.goto(`/notes/${id}`);
  await expect(page.locator('article.kite-note-detailed')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the note page');
  await page.locator('article.kite-note-detailed').getByRole('button', { name: 'React' }).click();
  await expect(page.getByRole('dialog', { name: 'Emoji picker' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the emoji picker');
  await page.keyboard.press('Escape');
  await page.goto('/@carol');
  await expect(page.getByRole('main')).toContainText('@carol');
  await expectNoSeriousA11yViolations(page, 'the user page');
});

test('axe: notifications, settings and the add-account dialog', async ({ page }) => {
  await signIn(page, 'alice', '/my/notifications');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, 'notifications');
  await page.goto('/settings');
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page, 'settings');
  await page.goto('/settings/accounts');
  await page.getByRole('main').getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await expect(dialog).toBeVisible();
  // Styled like every other dialog (the sdk Modal), focus kept inside.
  await expect(page.locator('.kite-modal').filter({ has: dialog })).toHaveCount(1);
  await expect(dialog.getByLabel('Username')).toBeFocused();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the add-account dialog');
});
