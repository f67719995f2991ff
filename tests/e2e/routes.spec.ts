import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** Routes contributed by extensions (issue 11): minimal shell, redirects. */
test('share and auth pages start the minimal shell; other pages the full app', async ({ page }) => {
  await signIn(page, 'alice', '/share?text=hello');
  await expect(page.locator('main.kite-minimal')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  // An authorisation request without its app: the consent page says so, in the minimal shell.
  await page.goto('/oauth/authorize');
  await expect(page.locator('main.kite-minimal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This request cannot be authorised' })).toBeVisible();
  await page.goto('/timeline');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('/redirect-test leads to the own profile, or the start page for visitors', async ({ page }) => {
  await page.goto('/redirect-test');
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'alice', '/redirect-test');
  await expect(page).toHaveURL(/\/@alice$/);
});
