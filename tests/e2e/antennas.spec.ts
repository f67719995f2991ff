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

test("a user menu's 'Add to antenna' puts the user in a specific-users antenna, which then catches their new note", async ({ page }) => {
  const name = `People ${Date.now()}`;
  const word = `antword${Date.now()}`;
  await signIn(page, 'alice', '/my/antennas/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Source').selectOption({ label: 'Notes from specific users' });
  await page.getByLabel(/^Users/).fill('@carol');
  await page.getByRole('textbox', { name: 'Keywords', exact: true }).fill(word);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/my\/antennas\/(?!create)\w+$/);
  const antennaUrl = page.url();
  // From dave's profile, the user menu's antenna switch.
  await page.goto('/@dave');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Add to antenna' }).click();
  await page.getByRole('menuitemcheckbox', { name }).or(page.getByRole('switch', { name })).first().click();
  await expect(page.getByTestId('toasts')).toContainText(`Added to ${name}`);
  await page.keyboard.press('Escape');
  await page.goto(antennaUrl);
  await expect(page.getByLabel(/^Users/)).toHaveValue(/@carol\n@dave/);
  expect((await page.request.post('/__dev/post', { data: { username: 'dave', text: `dave says ${word}` } })).ok()).toBeTruthy();
  await page.getByRole('link', { name: 'Open the antenna timeline' }).click();
  await expect(page.getByRole('feed').first()).toContainText(`dave says ${word}`);
});
