import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Issue 38: storage that is full or refused never signs the person out and is said in words, once. */

/** From the next load on, local storage refuses every write as full (reads and removals still work). */
async function fillStorage(page: Page) {
  await page.addInitScript(() => {
    const set = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      set.call(this, key, value);
    };
  });
}

const landing = (page: Page) => page.locator('main').getByRole('button', { name: 'Sign in', exact: true });
const signedIn = (page: Page) => page.locator('[data-layout-choice="default"]');

test('with full storage a reload stays signed in, and a setting that cannot be kept says so once', async ({ page }) => {
  await signIn(page, 'dave', '/settings/preferences');
  await fillStorage(page);
  await page.reload();
  await expect(signedIn(page)).toBeVisible();
  await expect(landing(page)).toHaveCount(0);
  const animated = page.locator('[data-pref="animatedMfm"]').getByLabel('Animated MFM', { exact: true });
  await animated.uncheck();
  // Applies in this tab, and the person is told it is not kept.
  await expect(animated).not.toBeChecked();
  const notice = page.getByText('your change applies in this tab but could not be kept on this device');
  await expect(notice).toBeVisible();
  await animated.check();
  await expect(animated).toBeChecked();
  await expect(notice).toHaveCount(1);
});

test('signing in with full storage works for the session and says it will not be remembered', async ({ page }) => {
  await fillStorage(page);
  await page.goto('/');
  const form = page.locator('main');
  await form.getByLabel('Username').fill('carol');
  await form.getByLabel('Password').fill('password');
  const reloaded = page.waitForEvent('load');
  await landing(page).click();
  await reloaded;
  await expect(signedIn(page)).toBeVisible();
  await expect(page.getByText('the sign-in will not be remembered after the tab closes')).toBeVisible();
  await page.reload();
  await expect(signedIn(page)).toBeVisible();
});

test('with storage refused Kite starts and says once that nothing will be remembered', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    // As with cookies blocked: even asking for the storage objects throws.
    Object.defineProperty(window, 'localStorage', { get: refuse });
    Object.defineProperty(window, 'sessionStorage', { get: refuse });
  });
  await page.goto('/');
  await expect(landing(page)).toBeVisible();
  await expect(page.getByText('nothing will be remembered after this tab closes')).toHaveCount(1);
});
