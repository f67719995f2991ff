import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addColumn, deckColumns, resetDeck, tokenOf, useDeck } from './support/deck';
import { addWidget, widgetNames } from './support/widgets';
import { serveFolder } from './support/staticServer';
import { writeKiteConfig } from './support/kiteConfig';

/** Deck column kinds brought by other extensions (issue 16): widgets, chat, a third party's; moving between columns by keyboard. */

test('a widgets column keeps its own widgets in the deck profile', async ({ page }) => {
  await resetDeck(page, 'bob');
  await signIn(page, 'bob');
  await useDeck(page);
  await addColumn(page, 'Widgets');
  const column = page.locator('[data-deck-column="widgets"]');
  await expect(column.getByText('No widgets. Edit widgets to add some.')).toBeVisible();
  await addWidget(page, column, 'Sticky note');
  await addWidget(page, column, 'Clock');
  await column.getByRole('button', { name: 'Move Clock up' }).click();
  await expect.poll(widgetNames(column)).toEqual(['clock', 'memo']);
  await column.getByRole('button', { name: 'Done' }).click();

  await page.reload();
  await expect.poll(widgetNames(page.locator('[data-deck-column="widgets"]'))).toEqual(['clock', 'memo']);
  // Stored as Misskey stores a widgets column: the column's `widgets` field, {name, id, data}.
  const got = await page.request.post('/api/i/registry/get', {
    data: { i: await tokenOf(page, 'bob'), scope: ['client', 'preferences', 'sync'], key: 'default:deck.profiles' },
  });
  const pairs = (await got.json()) as [
    unknown,
    { columns: { type: string; widgets?: { name: string; id: string; data: object }[] }[] }[],
  ][];
  const stored = pairs[0][1][0].columns.find((c) => c.type === 'widgets');
  expect(stored?.widgets?.map((w) => w.name)).toEqual(['clock', 'memo']);
  expect(Object.keys(stored!.widgets![0]).sort()).toEqual(['data', 'id', 'name']);
});

test('a chat column lists the conversations and picks up a new message', async ({ page }) => {
  await resetDeck(page, 'carol');
  await signIn(page, 'carol');
  await useDeck(page);
  await addColumn(page, 'Chat');
  const column = page.locator('[data-deck-column="chat"]');
  await expect(column.getByRole('heading', { name: 'Chat' })).toBeVisible();
  await expect(column.getByRole('list', { name: 'History' }).or(column.getByText('No conversations yet'))).toBeVisible();

  const text = `deck chat ${Date.now()}`;
  const carolId = ((await (await page.request.post('/api/users/show', { data: { username: 'carol' } })).json()) as { id: string }).id;
  const sent = await page.request.post('/api/chat/messages/create-to-user', {
    data: { i: await tokenOf(page, 'bob'), toUserId: carolId, text },
  });
  expect(sent.status()).toBe(200);
  // Misskey's chat column fetches its history again every 10 s.
  await expect(column.getByRole('list', { name: 'History' }).getByRole('link', { name: new RegExp(text) })).toBeVisible({
    timeout: 15_000,
  });
});

test("a third-party extension's deck column is added, keeps its state in the profile and comes back on reload", async ({ page }) => {
  const ext = await serveFolder(path.resolve(import.meta.dirname, '../fixtures/third-party-extension/dist'), 3192);
  const restore = writeKiteConfig({ extensions: [`${ext.origin}/hello-extension.js`] });
  try {
    await resetDeck(page, 'dave');
    await signIn(page, 'dave');
    await useDeck(page);
    await addColumn(page, 'Hello column');
    const column = page.getByRole('region', { name: 'Hello column' });
    await expect(column.getByText('A deck column from a third-party extension.')).toBeVisible();
    await column.getByRole('button', { name: 'Clicked 0 times' }).click();
    await expect(column.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Hello column' }).getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
  } finally {
    restore();
    await ext.close();
  }
});

test('h and l move between columns, j and k between the notes of a column', async ({ page }) => {
  await resetDeck(page, 'alice');
  await signIn(page, 'alice');
  await useDeck(page);
  await addColumn(page, 'Timeline', { question: 'Which timeline?', value: 'Local' });
  await addColumn(page, 'Mentions');
  await addColumn(page, 'Timeline', { question: 'Which timeline?', value: 'Social' });
  const columns = deckColumns(page);
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(0).locator('[data-row-index="1"]')).toBeVisible();
  await expect(columns.nth(2).locator('[data-row-index="0"]')).toBeVisible();
  // The keys' code loads after the first content; each column's feed announces them once they work.
  await expect(columns.nth(0).getByRole('feed')).toHaveAttribute('aria-keyshortcuts', 'j k .');

  const focusedIn = (i: number) => expect(columns.nth(i).locator(':focus')).toHaveCount(1);
  await page.locator('body').press('l');
  await focusedIn(0);
  await expect(columns.nth(0).locator('[data-row-index="0"]')).toBeFocused();
  await page.keyboard.press('j');
  await expect(columns.nth(0).locator('[data-row-index="1"]')).toBeFocused();
  await page.keyboard.press('l');
  await focusedIn(1);
  await page.keyboard.press('l');
  await expect(columns.nth(2).locator('[data-row-index="0"]')).toBeFocused();
  // At the last column l stays; h goes back, to the note focused there before.
  await page.keyboard.press('l');
  await focusedIn(2);
  await page.keyboard.press('h');
  await focusedIn(1);
  await page.keyboard.press('h');
  await expect(columns.nth(0).locator('[data-row-index="1"]')).toBeFocused();
  await page.keyboard.press('k');
  await expect(columns.nth(0).locator('[data-row-index="0"]')).toBeFocused();
  // A column's number goes straight there; a number past the last column does nothing.
  await page.keyboard.press('3');
  await expect(columns.nth(2).locator('[data-row-index="0"]')).toBeFocused();
  await page.keyboard.press('9');
  await focusedIn(2);
  await page.keyboard.press('1');
  await expect(columns.nth(0).locator('[data-row-index="0"]')).toBeFocused();
});

test("a deck Misskey's web client saved on the server is found and imported as a profile", async ({ page }) => {
  await resetDeck(page, 'dave');
  const i = await tokenOf(page, 'dave');
  const me = (await (await page.request.post('/api/i', { data: { i } })).json()) as { id: string };
  // Recorded from Misskey 2025.9's web client (its "Force cloud backup"), trimmed to the deck keys; the account is dave here.
  const recorded = readFileSync(path.resolve(import.meta.dirname, '../fixtures/misskey/preferences-backup-deck.json'), 'utf8');
  const backup: unknown = JSON.parse(recorded.replaceAll('atvv6gosyrkn0005', me.id));
  const set = (scope: string[], key: string, value: unknown) =>
    page.request.post('/api/i/registry/set', { data: { i, scope, key, value } });
  expect((await set(['client', 'preferences', 'backups'], 'Laptop', backup)).status()).toBe(204);
  // A deck profile as Misskey before 2025 kept it.
  const old = { columns: [{ id: 'o1', type: 'mentions', name: null, width: 400 }], layout: [['o1']] };
  expect((await set(['client', 'deck', 'profiles'], 'Old deck', old)).status()).toBe(204);

  await signIn(page, 'dave', '/settings/deck');
  await page.getByRole('button', { name: 'Look for Misskey decks' }).click();
  const found = page.getByRole('list', { name: 'Misskey decks found' });
  await expect(found.getByRole('listitem')).toHaveText([
    /Main \(3 columns, backup "Laptop"\)/,
    /Old deck \(1 column, saved by Misskey before 2025\)/,
  ]);
  await found.getByRole('button', { name: 'Import Main' }).click();
  await expect(page.getByText('Imported as the profile "Main", now in use.')).toBeVisible();
  await page.goto('/?ui=deck');
  await expect(deckColumns(page).locator('h2')).toHaveText(['Timeline: Local', 'Notifications', 'Widgets']);
});
