import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Pinned list tabs, hidden-tab queueing, ad slots, translation under the text, muted reactions, the hashtag option. */

const feed = (page: Page) => page.getByRole('feed');
const top = (page: Page) => feed(page).locator('[data-row-index="0"]');

async function devPost(page: Page, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post('/__dev/post', { data });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

/** Fakes the page being hidden or shown again (the tab in the background). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('a list pinned from its page becomes a timeline tab', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('button', { name: 'Lists' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Friends' }).click();
  await expect(page.getByRole('heading', { name: 'Friends' })).toBeVisible();
  await page.getByRole('button', { name: 'Pin as a timeline tab' }).click();
  await expect(page.getByRole('button', { name: 'Unpin from the timeline tabs' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Friends' }).click();
  await expect(page.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('feed', { name: 'Friends timeline' })).toBeVisible();
  // The choice is kept like any tab.
  await page.reload();
  await expect(page.getByRole('feed', { name: 'Friends timeline' })).toBeVisible();
});

test('while the tab is hidden new notes queue behind the new-notes button', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(top(page)).toBeVisible();
  await setHidden(page, true);
  const text = `arrived while hidden ${Date.now()}`;
  await devPost(page, { username: 'carol', text });
  await page.waitForTimeout(1000);
  await setHidden(page, false);
  const button = page.getByRole('button', { name: /New notes \(1\)/ });
  await expect(button).toBeVisible();
  await expect(feed(page)).not.toContainText(text);
  await button.click();
  await expect(top(page)).toContainText(text);
});

test('an ad slot follows the 4th note of the first page', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(top(page)).toBeVisible();
  const ad = feed(page).locator('[data-row-index="4"]').getByRole('complementary', { name: 'Ad' });
  await expect(ad).toBeVisible();
  // Labelled in words, not only for screen readers (issue 12).
  await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
  await expect(ad.getByRole('link')).toHaveAttribute('href', /\/__fixtures\/article\.html$/);
});

/** Sets the server's ad interval as its admin would (meta `notesPerOneAd`). */
async function setNotesPerOneAd(page: Page, n: number) {
  const signin = await page.request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } });
  const { i } = (await signin.json()) as { i: string };
  expect((await page.request.post('/api/admin/update-meta', { data: { i, notesPerOneAd: n } })).status()).toBe(204);
}

/** Posts as carol and waits for the note at the top of the open timeline. */
async function streamNotes(page: Page, count: number, label: string): Promise<string[]> {
  const texts: string[] = [];
  for (let n = 1; n <= count; n++) {
    const text = `${label} ${n} ${Date.now()}`;
    await devPost(page, { username: 'carol', text, visibility: 'public' });
    await expect(top(page)).toContainText(text);
    texts.push(text);
  }
  return texts;
}

test('streamed notes get an ad after every notesPerOneAd of them (server meta); none with 0', async ({ page, browser }) => {
  const adIn = (p: Page, row: number) => feed(p).locator(`[data-row-index="${row}"]`).getByRole('complementary', { name: 'Ad' });
  // 0 (Misskey's default): no ad among the streamed notes; the first page's one moves down with its note.
  await setNotesPerOneAd(page, 0);
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(adIn(page, 4)).toBeVisible();
  await streamNotes(page, 3, 'no ads');
  for (let row = 0; row < 7; row++) await expect(adIn(page, row)).toHaveCount(0);
  await expect(adIn(page, 7)).toBeVisible();

  // 3: the 3rd and the 6th streamed notes each have an ad after them. A fresh browser, so meta is read anew.
  await setNotesPerOneAd(page, 3);
  const ctx = await browser.newContext();
  try {
    const p = await ctx.newPage();
    await signIn(p, 'alice');
    await p.getByRole('tab', { name: 'Local' }).click();
    await expect(adIn(p, 4)).toBeVisible();
    const first = await streamNotes(p, 3, 'every third');
    await expect(feed(p).locator('[data-row-index="0"]')).toContainText(first[2]);
    await expect(adIn(p, 1)).toBeVisible();
    await expect(adIn(p, 0)).toHaveCount(0);
    await streamNotes(p, 3, 'every third again');
    // Rows: 6th, ad, 5th, 4th, 3rd, ad, 2nd, 1st …
    await expect(adIn(p, 1)).toBeVisible();
    await expect(adIn(p, 5)).toBeVisible();
    for (const row of [0, 2, 3, 4, 6]) await expect(adIn(p, row)).toHaveCount(0);
  } finally {
    await setNotesPerOneAd(page, 0);
    await ctx.close();
  }
});

test('Translate shows the translation under the note text', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const text = `translate me ${Date.now()}`;
  await devPost(page, { username: 'carol', text });
  await expect(top(page)).toContainText(text);
  await top(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Translate' }).click();
  const translation = top(page).locator('.kite-note-translation');
  await expect(translation).toContainText(`[en-US] ${text}`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Elsewhere (the note page) the translation is shown too.
  const id = await devPost(page, { username: 'carol', text: `translate on its page ${Date.now()}` });
  await page.goto(`/notes/${id}`);
  await page.locator('article.kite-note-detailed').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Translate' }).click();
  await expect(page.locator('article.kite-note-detailed .kite-note-translation')).toContainText(/\[en-US\] translate on its page/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a muted reaction is hidden from the reactions row', async ({ page }) => {
  const id = await devPost(page, { username: 'carol', text: `react here ${Date.now()}` });
  const signin = await page.request.post('/api/signin-flow', { data: { username: 'bob', password: 'password' } });
  const { i } = (await signin.json()) as { i: string };
  expect((await page.request.post('/api/notes/reactions/create', { data: { i, noteId: id, reaction: '👍' } })).ok()).toBeTruthy();
  expect(
    (
      await page.request.post('/api/notes/reactions/create', {
        data: {
          i: (
            (await (await page.request.post('/api/signin-flow', { data: { username: 'carol', password: 'password' } })).json()) as {
              i: string;
            }
          ).i,
          noteId: id,
          reaction: '🎉',
        },
      })
    ).ok(),
  ).toBeTruthy();
  await signIn(page, 'alice', `/notes/${id}`);
  const card = page.locator('article.kite-note-detailed');
  await expect(card.getByRole('button', { name: '👍 1' })).toBeVisible();
  await page.goto('/settings/muted-reactions');
  await page.getByRole('button', { name: 'Mute a reaction' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: '👍', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Unmute 👍' })).toBeVisible();
  await page.goto(`/notes/${id}`);
  await expect(card.getByRole('button', { name: '🎉 1' })).toBeVisible();
  await expect(card.getByRole('button', { name: '👍 1' })).toHaveCount(0);
});

test('turning "with hashtags" off hides notes with hashtags', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const tagged = `tagged #kitetest ${Date.now()}`;
  await devPost(page, { username: 'carol', text: tagged });
  await expect(top(page)).toContainText(tagged);
  await page.getByRole('button', { name: 'Timeline options' }).click();
  await page.getByRole('menu').getByRole('menuitemcheckbox', { name: 'Show notes with hashtags' }).click();
  await page.keyboard.press('Escape');
  await expect(feed(page).locator('article.kite-note').first()).toBeVisible();
  await expect(feed(page)).not.toContainText(tagged);
});
