import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Pages and Gallery: make them as alice, open and like them as bob, edit and delete them; axe and 375 px. */

/** Picks files in alice's "Photos" folder through the drive picker. */
async function pickPhotos(page: Page, count: number) {
  const picker = page.getByRole('dialog', { name: 'Choose files from drive' });
  await picker.getByRole('button', { name: 'Open folder Photos' }).click();
  const files = picker.locator('[data-file-id]');
  await expect(files.nth(count - 1)).toBeVisible();
  for (let i = 0; i < count; i++) await files.nth(i).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(picker).toBeHidden();
}

async function asBob(browser: Browser, path: string): Promise<Page> {
  const bob = await (await browser.newContext()).newPage();
  await signIn(bob, 'bob', path);
  return bob;
}

test('a page with a text, an image and a note block: made by alice, liked by bob, edited and deleted', async ({
  page,
  browser,
  request,
}) => {
  // Two accounts and three editor rounds: about 20 s on an idle machine, more on a loaded one.
  test.setTimeout(60_000);
  const name = `walk-${Date.now()}`;
  const noteText = `A note for the page ${Date.now()}`;
  const posted = (await (await request.post('/__dev/post', { data: { username: 'carol', text: noteText } })).json()) as {
    createdNote: { id: string };
  };
  await signIn(page, 'alice', '/pages/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Title' }).fill('Morning walk');
  // A name the author already used is refused, and what was typed stays.
  await main.getByLabel('Name in the URL').fill('sea-walk');
  await main.getByRole('button', { name: 'Add text' }).click();
  await main.getByLabel('Text', { exact: true }).fill('The **tide** was low.');
  await main.getByRole('button', { name: 'Add note' }).click();
  await main.getByLabel('Note ID or URL').fill(`${page.url().replace(/\/pages\/new$/, '')}/notes/${posted.createdNote.id}`);
  await main.getByRole('button', { name: 'Add image' }).click();
  await main.getByRole('button', { name: 'Choose from the drive' }).last().click();
  await pickPhotos(page, 1);
  // The image block was added last; Alt+↑ moves it above the note.
  await main.getByRole('region', { name: 'Block 3: Image' }).getByRole('button', { name: 'Move up' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(main.getByRole('region', { name: 'Block 2: Image' }).getByRole('button', { name: 'Move up' })).toBeFocused();
  await expect(main.getByRole('region', { name: 'Block 3: Note' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the page editor');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('alert')).toHaveText('You already have a page with this name');
  await expect(main.getByLabel('Text', { exact: true })).toHaveValue('The **tide** was low.');
  await main.getByLabel('Name in the URL').fill(name);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/@alice/pages/${name}$`));

  // Bob opens it: the text (MFM drawn), the image and the note; he likes it.
  const bob = await asBob(browser, `/@alice/pages/${name}`);
  const article = bob.locator('article.kite-page-body');
  await expect(article.getByRole('heading', { level: 2, name: 'Morning walk' })).toBeVisible();
  await expect(article.locator('b', { hasText: 'tide' })).toBeVisible();
  await expect(article.locator('img[src*="/files/"]').first()).toBeVisible();
  await expect(article).toContainText(noteText);
  await bob.getByRole('button', { name: 'Like (0)' }).click();
  await expect(bob.getByRole('button', { name: 'Liked (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(bob, 'the page viewer');
  await bob.goto('/pages');
  await bob.getByRole('tab', { name: 'Liked' }).click();
  await expect(bob.getByRole('tabpanel')).toContainText('Morning walk');
  await bob.setViewportSize({ width: 375, height: 800 });
  await bob.goto(`/@alice/pages/${name}`);
  await bob.getByRole('button', { name: 'Liked (1)' }).scrollIntoViewIfNeeded();
  await expect(bob.getByRole('button', { name: 'Liked (1)' })).toBeInViewport({ ratio: 0.5 });
  expect(await bob.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await bob.context().close();

  // Alice edits the title, then deletes the page.
  await page.reload();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/edit\/\w+$/);
  await main.getByRole('textbox', { name: 'Title' }).fill('Morning walk, revised');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('article.kite-page-body').getByRole('heading', { level: 2, name: 'Morning walk, revised' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete page' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(OK|Yes)$/ })
    .click();
  await expect(page).toHaveURL(/\/pages$/);
  await page.goto(`/@alice/pages/${name}`);
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('a gallery post with two images: posted by alice, liked by bob, edited and deleted', async ({ page, browser }) => {
  // Two people, two uploads' worth of picking, three axe runs: near a minute on a busy machine.
  test.setTimeout(90_000);
  const title = `Two views ${Date.now()}`;
  await signIn(page, 'alice', '/gallery/new');
  const main = page.getByRole('main');
  // Nothing is sent without images.
  await main.getByRole('textbox', { name: 'Title' }).fill(title);
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByRole('alert')).toHaveText('Add at least one image');
  await main.getByLabel('Description').fill('From the **hill**.');
  await main.getByRole('button', { name: 'Add from the drive' }).click();
  await pickPhotos(page, 2);
  await expect(main.getByRole('list', { name: '2 images' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the gallery editor');
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/gallery\/(?!new)\w+$/);
  const postUrl = new URL(page.url()).pathname;
  const post = page.locator('article.kite-gallery-post');
  await expect(post.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(post.getByRole('button', { name: /^Open image/ })).toHaveCount(2);

  const bob = await asBob(browser, postUrl);
  await bob.getByRole('button', { name: 'Like (0)' }).click();
  await expect(bob.getByRole('button', { name: 'Liked (1)' })).toBeVisible();
  await expectNoSeriousA11yViolations(bob, 'a gallery post');
  await bob.goto('/gallery');
  await bob.getByRole('tab', { name: 'Liked' }).click();
  await expect(bob.getByRole('tabpanel')).toContainText(title);
  await bob.context().close();

  await page.reload();
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await main.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('article.kite-gallery-post').getByRole('heading', { level: 2, name: `${title} (edited)` })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(OK|Yes)$/ })
    .click();
  await expect(page).toHaveURL(/\/gallery$/);
  await page.goto(postUrl);
  await expect(page.getByText('Post not found')).toBeVisible();
});

test('the lists, the seeded page and the profile tabs at 375 px, for a visitor too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/@alice/pages/sea-walk');
  await expect(page.getByRole('heading', { level: 3, name: 'On the way back' })).toBeVisible();
  await expect(page.getByText('cannot be shown here').or(page.getByText('Written with the old editor.'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a seeded page for a visitor');
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
  await expect(page.getByText('Sensitive content').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the gallery list');
  await signIn(page, 'alice', '/pages');
  await expect(page.getByRole('tabpanel')).toContainText('A walk by the sea');
  await expectNoSeriousA11yViolations(page, 'the pages list');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/@alice/pages');
  await expect(page.getByRole('list', { name: 'Pages' })).toContainText('City lights');
  await page.goto('/@carol/gallery');
  await expect(page.getByRole('list', { name: 'Gallery' })).toContainText('Landscapes');
});
