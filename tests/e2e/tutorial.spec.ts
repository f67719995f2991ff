import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

async function openAboutMenu(page: Page) {
  await page.getByRole('button', { name: 'About this server' }).first().click();
  const menu = page.getByRole('menu').first();
  await expect(menu.getByRole('menuitem', { name: 'Server info' })).toBeVisible();
  return menu;
}

async function launch(page: Page) {
  const menu = await openAboutMenu(page);
  await menu.getByRole('menuitem', { name: 'Launch tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kite tutorial' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the tutorial walks through the basics, resumes where it stopped, and finishes', async ({ page }) => {
  await signIn(page, 'alice');
  const serverButton = page.getByRole('button', { name: 'About this server' }).first();
  let dialog = await launch(page);
  await expect(dialog.getByText('Step 1 of 6')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Timelines' })).toBeVisible();
  // Focus moves into the dialog; Back has nowhere to go yet.
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeDisabled();

  // Single-key shortcuts are suspended while it is open: `p` does not open the composer.
  await page.keyboard.press('p');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 2 of 6')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Reading a note' })).toBeVisible();
  // Keyboard: Enter on the focused Next button moves on.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Step 3 of 6')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Step 4 of 6')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Step 3 of 6')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Reacting, renoting and replying' })).toBeVisible();

  await expect(page.getByRole('dialog', { name: 'New note' })).toHaveCount(0);

  // Escape leaves; focus returns to the button that opened the about menu.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(serverButton).toBeFocused();

  // Reopening resumes at step 3, also after a reload (progress is a stored preference).
  dialog = await launch(page);
  await expect(dialog.getByText('Step 3 of 6')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close tutorial' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  dialog = await launch(page);
  await expect(dialog.getByText('Step 3 of 6')).toBeVisible();

  for (const n of [4, 5, 6]) {
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(`Step ${n} of 6`)).toBeVisible();
  }
  await expect(dialog.getByRole('heading', { name: 'Settings and the navbar' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);
  // Finish replaces Next in place, so keyboard focus stays on it.
  await expect(dialog.getByRole('button', { name: 'Finish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // Finished: the next opening starts from the first step.
  dialog = await launch(page);
  await expect(dialog.getByText('Step 1 of 6')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test("a visitor's about menu has no tutorial entry", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-layout-choice="visitor"]')).toBeVisible();
  const menu = await openAboutMenu(page);
  await expect(menu.getByRole('menuitem', { name: 'Custom emojis' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Launch tutorial' })).toHaveCount(0);
});
