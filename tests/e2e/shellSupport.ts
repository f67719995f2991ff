import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Signs in through the visitor landing's form, as a person would. */
export async function signIn(page: Page, username: string, path = '/', password = 'password') {
  await page.goto('/');
  const form = page.locator('main');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  // Signing in reloads the page; the layout may turn to the signed-in one a moment before that load.
  const reloaded = page.waitForEvent('load');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await reloaded;
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  if (path !== '/') await page.goto(path);
}

/** Opens the lookup prompt from the navbar's More popup and submits `q`. */
export async function lookup(page: Page, q: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Lookup' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill(q);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}
