import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addColumn, deckColumns as columns, resetDeck, useDeck } from './support/deck';

/** The deck (issue 16): columns added from the deck's menu, saved to the server's registry, live notes. */

test('a three-column deck is saved to the server and comes back on reload and on a fresh device', async ({ page, browser }) => {
  await resetDeck(page, 'carol');
  await signIn(page, 'carol');
  await useDeck(page);
  await expect(page.getByText('No columns yet. Add one to start.')).toBeVisible();
  await addColumn(page, 'Timeline', { question: 'Which timeline?', value: 'Local' });
  await addColumn(page, 'Notifications');
  await addColumn(page, 'Mentions');
  await expect(columns(page)).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('feed')).toBeVisible();

  // Rename the mentions column, then move it left of the notifications column.
  await page.getByRole('button', { name: 'Column menu of Mentions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('At me');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Column menu of At me' }).click();
  await page.getByRole('menuitem', { name: 'Move left' }).click();
  await expect(columns(page).locator('h2')).toHaveText(['Timeline: Local', 'At me', 'Notifications']);

  await page.reload();
  await expect(columns(page).locator('h2')).toHaveText(['Timeline: Local', 'At me', 'Notifications']);

  // The registry holds Misskey's sync record: default:deck.profiles → [[scope, profiles]].
  const signin = await page.request.post('/api/signin-flow', { data: { username: 'carol', password: 'password' } });
  const token = ((await signin.json()) as { i: string }).i;
  const got = await page.request.post('/api/i/registry/get', {
    data: { i: token, scope: ['client', 'preferences', 'sync'], key: 'default:deck.profiles' },
  });
  const pairs = (await got.json()) as [Record<string, string>, { name: string; columns: { type: string }[]; layout: string[][] }[]][];
  expect(pairs[0][1][0].columns.map((c) => c.type)).toEqual(['tl', 'notifications', 'mentions']);
  expect(pairs[0][1][0].layout).toHaveLength(3);

  // A fresh browser (nothing stored on the device): the deck comes from the server.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await signIn(other, 'carol', '/?ui=deck');
  await expect(columns(other).locator('h2')).toHaveText(['Timeline: Local', 'At me', 'Notifications']);
  await fresh.close();
});

test('a note posted arrives live in two columns', async ({ page }) => {
  await resetDeck(page, 'alice');
  await signIn(page, 'alice');
  await useDeck(page);
  await addColumn(page, 'Timeline', { question: 'Which timeline?', value: 'Local' });
  await addColumn(page, 'Timeline', { question: 'Which timeline?', value: 'Social' });
  const feeds = page.getByRole('region', { name: 'Deck columns' }).getByRole('feed');
  await expect(feeds).toHaveCount(2);
  const text = `deck live ${Date.now()}`;
  expect((await page.request.post('/__dev/post', { data: { username: 'bob', text } })).ok()).toBeTruthy();
  await expect(feeds.nth(0)).toContainText(text);
  await expect(feeds.nth(1)).toContainText(text);
});
