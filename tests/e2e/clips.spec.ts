import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** Clips and favorites: create a clip on /my/clips, add a note to it from the note menu, see it in the clip. */

test('create a clip, add a note to it from the note menu, and see the note in the clip', async ({ page }) => {
  const name = `Keep ${Date.now()}`;
  await signIn(page, 'alice', '/my/clips');
  await page.getByRole('button', { name: 'Create clip' }).last().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Give the clip a name');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Notes worth keeping');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/clips\/\w+$/);
  const clipUrl = page.url();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No notes in this clip')).toBeVisible();
  // From the timeline: a note's menu → Clip → this clip.
  await page.goto('/');
  const note = page.getByRole('feed').first().locator('article').first();
  const text = (await note.locator('.kite-note-text, .kite-mfm').first().innerText()).slice(0, 20);
  await note
    .getByRole('button', { name: /More|Menu/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Clip', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByTestId('toasts')).toContainText(`Clipped to ${name}`);
  await page.goto(clipUrl);
  await expect(page.getByRole('feed', { name: `Notes in ${name}` })).toContainText(text);
  await page.goto('/my/clips');
  await expect(page.getByRole('list', { name: 'My clips' })).toContainText(name);
});

test('favorites: a note favorited from its menu is on /my/favorites, and leaves it when unfavorited', async ({ page }) => {
  const text = `worth a star ${Date.now()}`;
  expect((await page.request.post('/__dev/post', { data: { username: 'carol', text } })).ok()).toBeTruthy();
  await signIn(page, 'alice', '/');
  const note = page.getByRole('feed').first().locator('article').filter({ hasText: text }).first();
  await note
    .getByRole('button', { name: /More|Menu/ })
    .first()
    .click();
  // Leaving the page before the request has gone would drop it.
  const favorited = page.waitForResponse((r) => r.url().endsWith('/api/notes/favorites/create'));
  await page.getByRole('menuitem', { name: 'Add to favorites' }).click();
  await favorited;
  await page.goto('/my/favorites');
  const favs = page.getByRole('feed', { name: 'Favorite notes' });
  await expect(favs.locator('article').first()).toContainText(text);
  // From the favorites page, its menu now offers the opposite.
  await favs
    .locator('article')
    .first()
    .getByRole('button', { name: /More|Menu/ })
    .first()
    .click();
  const unfavorited = page.waitForResponse((r) => r.url().endsWith('/api/notes/favorites/delete'));
  await page.getByRole('menuitem', { name: 'Remove from favorites' }).click();
  await unfavorited;
  await page.reload();
  await expect(page.getByRole('feed', { name: 'Favorite notes' })).not.toContainText(text);
});
