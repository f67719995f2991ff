import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** The widgets column (wide), the widgets drawer (narrower) and the placement stored in preferences. */

test('default column has the calendar; edit adds, orders and removes; placement survives reload', async ({ page }) => {
  await signIn(page, 'carol');
  const column = page.getByRole('complementary', { name: 'Widgets' });
  await expect(column.getByRole('region', { name: 'Calendar' })).toBeVisible();
  await expect(column.getByTestId('calendar-day')).toHaveText(String(new Date().getDate()));
  // The column is there, so the navbar needs no widgets button.
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Widgets' })).toHaveCount(0);

  await column.getByRole('button', { name: 'Edit widgets' }).click();
  await column.getByRole('button', { name: 'Add widget' }).click();
  await page.getByRole('menuitem', { name: 'Digital clock' }).click();
  const names = () => column.locator('[data-widget]').evaluateAll((els) => els.map((e) => e.getAttribute('data-widget')));
  await expect.poll(names).toEqual(['calendar', 'notifications', 'trends', 'digitalClock']);
  await column.getByRole('button', { name: 'Move Digital clock up' }).click();
  await expect.poll(names).toEqual(['calendar', 'notifications', 'digitalClock', 'trends']);
  for (const name of ['Calendar', 'Notifications', 'Trending']) await column.getByRole('button', { name: `Remove ${name}` }).click();
  await expect.poll(names).toEqual(['digitalClock']);
  await column.getByRole('button', { name: 'Done' }).click();
  await expect(column.getByRole('button', { name: 'Remove Digital clock' })).toHaveCount(0);

  await page.reload();
  await expect(column.getByRole('region', { name: 'Digital clock' })).toBeVisible();
  await expect(column.getByRole('region', { name: 'Calendar' })).toHaveCount(0);
});

test('below 1100 px the navbar widgets button opens the widgets drawer; on phones the bottom bar has it', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  await signIn(page, 'carol');
  await expect(page.getByRole('complementary', { name: 'Widgets' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Widgets' }).click();
  const drawer = page.getByRole('dialog', { name: 'Widgets' });
  await expect(drawer.getByRole('region', { name: 'Calendar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await page.setViewportSize({ width: 375, height: 700 });
  await page.locator('.kite-mobile-bar').getByRole('button', { name: 'Widgets' }).click();
  await expect(page.getByRole('dialog', { name: 'Widgets' }).getByRole('region', { name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Close widgets' }).click();
  await expect(page.getByRole('dialog', { name: 'Widgets' })).toHaveCount(0);
});

test('the deck at /, and "simple UI for non-root pages" gives zen elsewhere', async ({ page }) => {
  await signIn(page, 'carol');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Switch UI' }).click();
  await page.getByRole('menuitemradio', { name: 'Deck' }).click();
  await expect(page.locator('[data-layout-choice="deck"] [data-layout="deck"]')).toBeVisible();
  await page.goto('/debug');
  await expect(page.locator('[data-layout-choice="zen"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  // With the setting off, non-root pages keep the deck layout.
  await page.evaluate(() => {
    // The stored preference profile: per key a list of [scope, value, flags] records.
    const profile = JSON.parse(localStorage.getItem('kite:preferences') ?? '{}') as { preferences: Record<string, unknown> };
    profile.preferences['deck.useSimpleUiForNonRootPages'] = [[{}, false, {}]];
    localStorage.setItem('kite:preferences', JSON.stringify(profile));
  });
  await page.reload();
  await expect(page.locator('[data-layout-choice="deck"] [data-layout="deck"]')).toBeVisible();
});
