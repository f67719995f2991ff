import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** Lists: create, add a user from their profile's menu, see the list timeline; edit, public page. */

test('create a list, add a user from their profile menu, and see their note in the list timeline', async ({ page }) => {
  const name = `Watch ${Date.now()}`;
  await signIn(page, 'alice', '/my/lists');
  await page.getByRole('button', { name: 'Create list' }).first().click();
  await page.getByRole('dialog').getByRole('textbox').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my\/lists\/\w+$/);
  const listUrl = page.url();
  await expect(page.getByText('No members yet')).toBeVisible();
  // From dave's profile, the user menu's list switch.
  await page.goto('/@dave');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Add to or remove from list' }).click();
  await page
    .getByRole('menuitemcheckbox', { name })
    .or(page.getByRole('switch', { name }))
    .or(page.getByRole('checkbox', { name }))
    .first()
    .click();
  await expect(page.getByTestId('toasts')).toContainText(`Added to ${name}`);
  await page.keyboard.press('Escape');
  // dave posts; the list timeline shows it.
  const text = `for the list ${Date.now()}`;
  expect((await page.request.post('/__dev/post', { data: { username: 'dave', text } })).ok()).toBeTruthy();
  await page.goto(listUrl);
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('@dave');
  await page.getByRole('link', { name: 'Open the list timeline' }).click();
  await expect(page.getByRole('feed').first()).toContainText(text);
  // Live: a note dave posts now arrives without a reload (shown at once at the top, or behind the new-notes button).
  const later = `live in the list ${Date.now()}`;
  expect((await page.request.post('/__dev/post', { data: { username: 'dave', text: later } })).ok()).toBeTruthy();
  const newNotes = page.getByRole('button', { name: /new note/i });
  await expect(page.getByRole('feed').first().getByText(later).or(newNotes)).toBeVisible();
  if (await newNotes.isVisible()) await newNotes.click();
  await expect(page.getByRole('feed').first()).toContainText(later);
});

test('rename a list, make it public, see its public page, remove a member and delete it', async ({ page }) => {
  const name = `Edit ${Date.now()}`;
  await signIn(page, 'alice', '/my/lists');
  await page.getByRole('button', { name: 'Create list' }).first().click();
  await page.getByRole('dialog').getByRole('textbox').fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Add a user' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('@nobody-here');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toContainText('No such user: @nobody-here');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Add a user' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('@carol');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('@carol');
  await page.getByLabel('Name').fill(`${name} renamed`);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: `${name} renamed` })).toBeVisible();
  // The box shows the server's state: it turns on once the change is saved.
  await page.getByLabel('Public (others can see this list)').click();
  await expect(page.getByLabel('Public (others can see this list)')).toBeChecked();
  const id = page.url().split('/').pop();
  await page.goto(`/list/${id}`);
  await expect(page.getByRole('heading', { name: `${name} renamed` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Members' })).toContainText('Carol');
  await page.goBack();
  await page.getByRole('list', { name: 'Members' }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No members yet')).toBeVisible();
  await page.getByRole('button', { name: 'Delete list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/my\/lists$/);
  await expect(page.getByRole('list', { name: 'Lists' })).not.toContainText(name);
});
