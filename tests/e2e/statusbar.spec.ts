import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** /settings/statusbar: the bars set up there show along the bottom edge, and stay after a reload. */
test('an RSS bar (through the server proxy) and a federation bar show at the bottom; removing one removes it', async ({ page }) => {
  await signIn(page, 'alice');
  await page.goto('/settings/statusbar');
  await expect(page.getByText('No status bars yet.')).toBeVisible();
  await expect(page.getByTestId('statusbars')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a status bar' }).click();
  const first = page.getByTestId('statusbar-editor').nth(0);
  await first.getByLabel('Type').selectOption({ label: 'RSS' });
  await first.getByLabel('Feed URL').fill('not a url');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first.getByRole('alert')).toHaveText('Enter an http(s) address.');
  await first.getByLabel('Feed URL').fill('https://feeds.kite.example/news.rss?count=3');
  await first.getByLabel('Label').fill('HEADLINES');
  await first.getByRole('button', { name: 'Save' }).click();

  await page.getByRole('button', { name: 'Add a status bar' }).click();
  const second = page.getByTestId('statusbar-editor').nth(1);
  await second.getByLabel('Type').selectOption({ label: 'Federation' });
  await second.getByRole('checkbox', { name: 'Black background' }).check();

  const bars = page.getByTestId('statusbar');
  await expect(bars).toHaveCount(2);
  await expect(bars.nth(0)).toContainText('HEADLINES');
  await expect(bars.nth(0)).toContainText('news entry 3');
  await expect(bars.nth(1)).toContainText('FEDERATION');
  await expect(bars.nth(1)).toContainText('remote.example');
  await expect(bars.nth(1)).toHaveClass(/kite-statusbar-black/);

  await page.goto('/');
  await expect(page.getByTestId('statusbar')).toHaveCount(2);
  await expect(page.getByTestId('statusbar').nth(0)).toContainText('news entry 1');
  // The bars keep their room: scrolled to the end, the page and the navbar stop above them. The
  // timeline below may still be growing (its rest is drawn after the first notes), so scroll and
  // measure again until the end is reached.
  await expect(async () => {
    const room = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const top = (s: string) => document.querySelector(s)?.getBoundingClientRect();
      return { bars: top('[data-testid="statusbars"]')?.top, main: top('.kite-main')?.bottom, nav: top('.kite-navbar')?.bottom };
    });
    expect(room.bars).toBeDefined();
    expect(room.main).toBeLessThanOrEqual(room.bars! + 0.5);
    expect(room.nav).toBeLessThanOrEqual(room.bars! + 0.5);
  }).toPass({ timeout: 5000 });

  await page.goto('/settings/statusbar');
  await page.getByTestId('statusbar-editor').nth(0).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('statusbar')).toHaveCount(1);
  await expect(page.getByTestId('statusbar')).toContainText('FEDERATION');
});
