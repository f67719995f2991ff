import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Issue 38: two tabs of one account never undo each other's settings. */

const pref = (page: Page, key: string) => page.locator(`[data-pref="${key}"]`);

test('a setting changed in one tab survives a change made right after in a tab that had not looked yet', async ({ page, context }) => {
  await signIn(page, 'dave', '/settings/preferences');
  const other = await context.newPage();
  await other.goto('/settings/preferences');
  await expect(pref(other, 'advancedMfm').getByLabel('Advanced MFM', { exact: true })).toBeChecked();
  // First tab, then at once the second (well within its 5 s look at other tabs).
  await pref(page, 'animatedMfm').getByLabel('Animated MFM', { exact: true }).uncheck();
  await pref(other, 'advancedMfm').getByLabel('Advanced MFM', { exact: true }).uncheck();
  // Both tabs come to agree on both changes, and a reload keeps them.
  for (const p of [page, other]) {
    await expect(pref(p, 'animatedMfm').getByLabel('Animated MFM', { exact: true })).not.toBeChecked();
    await expect(pref(p, 'advancedMfm').getByLabel('Advanced MFM', { exact: true })).not.toBeChecked();
  }
  await page.reload();
  await expect(pref(page, 'animatedMfm').getByLabel('Animated MFM', { exact: true })).not.toBeChecked();
  await expect(pref(page, 'advancedMfm').getByLabel('Advanced MFM', { exact: true })).not.toBeChecked();
  await pref(page, 'animatedMfm').getByLabel('Animated MFM', { exact: true }).check();
  await pref(page, 'advancedMfm').getByLabel('Advanced MFM', { exact: true }).check();
});
