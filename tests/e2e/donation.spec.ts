import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * The donation notice (spec 1 §9). The other specs start with it marked as shown (playwright.config.ts:
 * every seeded account is older than 3 days); these start with nothing stored, as a new device does.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const notice = (page: Page) => page.getByRole('complementary', { name: /^Enjoying / });
const record = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('kite:donationShownAt'), localStorage.getItem('kite:donationNever')]);

test('shown to an older account; "later" hides it and records the time, so a reload does not show it again', async ({ page }) => {
  await signIn(page, 'alice');
  await expect(notice(page)).toBeVisible();
  // Not modal: the page under it stays usable.
  await expect(page.getByRole('tab', { name: 'Local' })).toBeEnabled();
  const donate = notice(page).getByRole('link', { name: 'Donate' });
  await expect(donate).toHaveAttribute('href', 'https://misskey-hub.net/docs/for-users/resources/donate/');
  await expect(donate).toHaveAttribute('target', '_blank');
  const before = Date.now();
  await notice(page).getByRole('button', { name: 'Later' }).click();
  await expect(notice(page)).toHaveCount(0);
  const [shownAt, never] = await record(page);
  expect(Number(shownAt)).toBeGreaterThanOrEqual(before);
  expect(never).toBeNull();
  await page.reload();
  await expect(page.getByRole('feed')).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(notice(page)).toHaveCount(0);
});

test('"donate" opens the donation page in a new tab and closes the notice; the close button and "don\'t show again" hide it too', async ({
  page,
  browser,
}) => {
  await signIn(page, 'bob');
  const popup = page.waitForEvent('popup');
  await notice(page).getByRole('link', { name: 'Donate' }).click();
  await (await popup).close();
  await expect(notice(page)).toHaveCount(0);
  expect((await record(page))[0]).not.toBeNull();

  const ctx = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const p = await ctx.newPage();
    await signIn(p, 'bob');
    await notice(p).getByRole('button', { name: 'Close' }).click();
    await expect(notice(p)).toHaveCount(0);
    expect((await record(p))[0]).not.toBeNull();
    // A month later it is back; "don't show again" then ends it for good.
    await p.evaluate(() => localStorage.setItem('kite:donationShownAt', String(Date.now() - 31 * 24 * 3600 * 1000)));
    await p.reload();
    await notice(p).getByRole('button', { name: "Don't show again" }).click();
    expect((await record(p))[1]).toBe('true');
    await p.evaluate(() => localStorage.setItem('kite:donationShownAt', String(Date.now() - 31 * 24 * 3600 * 1000)));
    await p.reload();
    await expect(p.getByRole('feed')).toBeVisible();
    await p.waitForTimeout(3500);
    await expect(notice(p)).toHaveCount(0);
  } finally {
    await ctx.close();
  }
});

// /miauth is a minimal-shell page too, but the devserver answers a page load there itself (it plays the remote
// server in accounts.spec); the rule's unit tests cover it by path.
test('never on a page that starts the minimal shell (share)', async ({ page }) => {
  await signIn(page, 'carol', '/share?text=hello');
  await expect(page.locator('main.kite-minimal')).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(notice(page)).toHaveCount(0);
  // The same device on an ordinary page: it shows.
  await page.goto('/');
  await expect(notice(page)).toBeVisible();
});
