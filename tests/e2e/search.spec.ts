import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** /search: notes and users by the viewer's policies. */

test('search notes and users; the query stays in the address', async ({ page }) => {
  await signIn(page, 'alice', '/search');
  await expect(page.getByText('Type something to search for')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for' }).fill('Lunch poll');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=Lunch\+poll/);
  await expect(page.getByRole('feed', { name: 'Results for “Lunch poll”' })).toContainText('Lunch poll');
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search for' }).fill('car');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Results for “car”' })).toContainText('@carol');
  await page.getByRole('list', { name: 'Results for “car”' }).getByRole('link', { name: 'Carol' }).click();
  await expect(page).toHaveURL(/\/@carol$/);
});

test('a role without note search sees it said, not an empty list', async ({ page }) => {
  await signIn(page, 'dave', '/search?q=hello');
  await expect(page.getByText('Your role does not allow searching notes')).toBeVisible();
});
