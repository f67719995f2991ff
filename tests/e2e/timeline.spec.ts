import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Timelines: tabs, live notes (top / behind the new-notes button), j/k, virtualisation, back navigation. */

const feed = (page: Page) => page.getByRole('feed');
const cards = (page: Page) => feed(page).locator('article.kite-note');

async function devPost(page: Page, username: string, text: string) {
  const res = await page.request.post('/__dev/post', { data: { username, text } });
  expect(res.ok()).toBeTruthy();
}

test('home and local timelines load; a posted note appears live at the top', async ({ page }) => {
  await signIn(page, 'alice');
  await expect(page.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(page.getByRole('tab', { name: 'Local' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('feed', { name: 'Local timeline' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const text = `live at the top ${Date.now()}`;
  await devPost(page, 'carol', text);
  await expect(feed(page).locator('[data-row-index="0"]')).toContainText(text);
  await page.screenshot({ path: 'test-results/timeline-1400.png' });
});

test('a note posted while scrolled down waits behind the new-notes button', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(cards(page).first()).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  const text = `queued note ${Date.now()}`;
  await devPost(page, 'bob', text);
  const button = page.getByRole('button', { name: /New notes \(1\)/ });
  await expect(button).toBeVisible();
  await expect(feed(page)).not.toContainText(text);
  await button.click();
  await expect(feed(page).locator('[data-row-index="0"]')).toContainText(text);
});

test('j and k move between notes', async ({ page }) => {
  await signIn(page, 'alice');
  await expect(cards(page).first()).toBeVisible();
  await feed(page).locator('[data-row-index="0"]').focus();
  await page.keyboard.press('j');
  await expect(feed(page).locator('[data-row-index="1"]')).toBeFocused();
  await page.keyboard.press('j');
  await expect(feed(page).locator('[data-row-index="2"]')).toBeFocused();
  await page.keyboard.press('k');
  await expect(feed(page).locator('[data-row-index="1"]')).toBeFocused();
});

test('narrow screen (375 px) shows the timeline', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'alice');
  await expect(cards(page).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/timeline-375.png' });
});
