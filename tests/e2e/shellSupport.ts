import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Signs in through the visitor landing's form, as a person would. */
export async function signIn(page: Page, username: string, path = '/') {
  await page.goto('/');
  const form = page.locator('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  if (path !== '/') await page.goto(path);
}
