import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Seasonal effects (spec 1 §4): snow in December/January (July/August in the south), blossom in March/April. */

const effect = (page: Page) => page.locator('canvas[data-testid="seasonal-effect"]');

async function switchOn(page: Page, hemisphere: 'Northern' | 'Southern' = 'Northern') {
  await page.goto('/settings/seasonal-effects');
  await page.getByRole('checkbox', { name: 'Show seasonal effects' }).check();
  await page.getByLabel('Hemisphere').selectOption({ label: hemisphere });
  await expect(page.getByLabel('Hemisphere')).toHaveValue(hemisphere === 'Northern' ? 'N' : 'S');
  await expectNoSeriousA11yViolations(page, 'seasonal effects settings');
}

test('off by default; switched on, snow falls in December over a page that still takes clicks', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-15T12:00:00'));
  await signIn(page, 'alice');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(effect(page)).toHaveCount(0);
  await switchOn(page);
  await page.goto('/');
  await expect(effect(page)).toHaveAttribute('data-season', 'snow');
  await expect(effect(page)).toHaveAttribute('aria-hidden', 'true');
  // The canvas lets clicks through to the page under it.
  await page.getByRole('link', { name: 'Notifications' }).first().click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
});

test('cherry blossom in April; nothing in November; the southern hemisphere has snow in July, not December', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-04-10T12:00:00'));
  await signIn(page, 'alice');
  await switchOn(page);
  await page.goto('/');
  await expect(effect(page)).toHaveAttribute('data-season', 'sakura');

  await page.clock.setFixedTime(new Date('2026-11-10T12:00:00'));
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(effect(page)).toHaveCount(0);

  await switchOn(page, 'Southern');
  await page.clock.setFixedTime(new Date('2026-12-15T12:00:00'));
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(effect(page)).toHaveCount(0);
  await page.clock.setFixedTime(new Date('2026-07-15T12:00:00'));
  await page.reload();
  await expect(effect(page)).toHaveAttribute('data-season', 'snow');
});

test('never with reduced motion or with animations off', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-01-10T12:00:00'));
  await signIn(page, 'alice');
  await switchOn(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(effect(page)).toHaveCount(0);
  // Asked for while it falls: it stops.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  await expect(effect(page)).toHaveCount(1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(effect(page)).toHaveCount(0);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/settings/preferences');
  await page
    .getByRole('checkbox', { name: /animation/i })
    .first()
    .uncheck();
  await page.goto('/');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect(effect(page)).toHaveCount(0);
});
