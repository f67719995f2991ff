import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** Antennas: the form's checks, create one that catches a new note, edit and delete. */

test('create an antenna with a keyword; a new note with the word shows in its timeline, one without does not', async ({ page }) => {
  const word = `kiteword${Date.now()}`;
  await signIn(page, 'alice', '/my/antennas');
  await page.getByRole('link', { name: 'Create antenna' }).click();
  await expect(page).toHaveURL(/\/my\/antennas\/create$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Give the antenna a name');
  await page.getByLabel('Name').fill(`Catch ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Add at least one keyword/);
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill(word);
  await page.getByLabel('Case sensitive').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my\/antennas\/(?!create)\w+$/);
  await expect(page.getByRole('textbox', { name: 'Keywords', exact: true })).toHaveValue(word);
  await expect(page.getByLabel('Case sensitive')).toBeChecked();
  expect((await page.request.post('/__dev/post', { data: { username: 'carol', text: `hello ${word} world` } })).ok()).toBeTruthy();
  expect(
    (await page.request.post('/__dev/post', { data: { username: 'carol', text: `hello ${word.toUpperCase()} shouted` } })).ok(),
  ).toBeTruthy();
  await page.getByRole('link', { name: 'Open the antenna timeline' }).click();
  const feed = page.getByRole('feed').first();
  await expect(feed).toContainText(`hello ${word} world`);
  await expect(feed).not.toContainText('shouted');
  // It is listed, and can be deleted.
  await page.goto('/my/antennas');
  await page
    .getByRole('list', { name: 'Antennas' })
    .getByRole('link', { name: `Catch ${word}` })
    .click();
  await page.getByRole('button', { name: 'Delete antenna' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my\/antennas$/);
  await expect(page.getByRole('main')).not.toContainText(`Catch ${word}`);
});
