import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { signIn } from './shellSupport';

/** One note store: a note shown in several places is one object; counts update live and after one's own actions. */

const feed = (page: Page) => page.getByRole('feed');
const cardsWith = (page: Page, text: string) => feed(page).locator('article.kite-note').filter({ hasText: text });

async function devPost(page: Page, username: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post('/__dev/post', { data: { username, text, ...extra } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

async function tokenOf(page: Page, username: string): Promise<string> {
  const res = await page.request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

const push = (page: Page, path: string) =>
  page.evaluate(
    (p) => (globalThis as unknown as { __kite__: { navigation: { push(p: string): void } } }).__kite__.navigation.push(p),
    path,
  );

/** Opens the local timeline and waits for the card of the note with `text`. */
async function localTimelineWith(page: Page, text: string) {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  await expect(cardsWith(page, text).first()).toBeVisible();
}

test('a reaction made on the note page shows on the timeline card when going back, without a refetch', async ({ page }) => {
  const text = `react on its page ${Date.now()}`;
  const id = await devPost(page, 'carol', text);
  // The stream's echo of the reaction is held back: the card can only learn it from the note store.
  await page.routeWebSocket(/\/streaming/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (typeof m === 'string' && m.includes('noteUpdated') && m.includes(id)) return;
      ws.send(m);
    });
  });
  await localTimelineWith(page, text);
  await push(page, `/notes/${id}`);
  const detailed = page.locator('article.kite-note-detailed');
  await detailed.getByRole('button', { name: 'React' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: '👍', exact: true }).first().click();
  await expect(detailed.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');

  const fetches: Request[] = [];
  page.on('request', (r) => {
    if (/\/api\/notes\/(show|show-partial-bulk|timeline|local-timeline|hybrid-timeline|global-timeline)$/.test(r.url())) fetches.push(r);
  });
  await page.goBack();
  const card = cardsWith(page, text).first();
  await expect(card.getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  // No request fetched the note again: no notes/show, no first page of the timeline (a
  // catch-up with sinceId asks only for newer notes), no bulk refresh of it.
  const refetched = fetches.filter((r) => {
    const body = (r.postDataJSON() ?? {}) as { sinceId?: string; noteId?: string; noteIds?: string[] };
    if (r.url().endsWith('/notes/show')) return true;
    if (r.url().endsWith('/notes/show-partial-bulk')) return body.noteIds?.includes(id) ?? false;
    return body.sinceId == null;
  });
  expect(refetched.map((r) => r.url())).toEqual([]);
});

test('the renote count goes up after one’s own renote, and live when someone else renotes', async ({ page }) => {
  const text = `renote me ${Date.now()}`;
  const id = await devPost(page, 'carol', text);
  await localTimelineWith(page, text);
  const original = cardsWith(page, text).last();
  await original.getByRole('button', { name: 'Renote' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Renote', exact: true }).click();
  await expect(original.getByRole('button', { name: 'Renote' })).toHaveText('1');
  // Someone else's renote arrives on the stream: every card of the note counts it.
  await devPost(page, 'bob', '', { renoteId: id, text: null });
  await expect(cardsWith(page, text)).not.toHaveCount(0);
  for (const card of await cardsWith(page, text).all()) await expect(card.getByRole('button', { name: 'Renote' })).toHaveText('2');
  // The server agrees.
  const shown = (await (await page.request.post('/api/notes/show', { data: { noteId: id } })).json()) as { renoteCount: number };
  expect(shown.renoteCount).toBe(2);
});

test('another user’s reaction shows at once on the note and on a renote of it, with one subscription', async ({ page }) => {
  const text = `two places ${Date.now()}`;
  const id = await devPost(page, 'carol', text);
  await devPost(page, 'bob', '', { renoteId: id, text: null });
  // Subscriptions to the note minus unsubscriptions (the home timeline shown first follows it too, until the tab changes).
  let subscribed = 0;
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const payload = typeof f.payload === 'string' ? f.payload : f.payload.toString();
      if (!payload.includes(id)) return;
      const type = (JSON.parse(payload) as { type: string }).type;
      subscribed += type === 's' ? 1 : type === 'un' ? -1 : 0;
    }),
  );
  await localTimelineWith(page, text);
  await expect(cardsWith(page, text)).toHaveCount(2);
  const i = await tokenOf(page, 'dave');
  expect((await page.request.post('/api/notes/reactions/create', { data: { i, noteId: id, reaction: '🎉' } })).ok()).toBeTruthy();
  for (const card of await cardsWith(page, text).all()) await expect(card.getByRole('button', { name: '🎉 1' })).toBeVisible();
  expect(subscribed).toBe(1);
});

test('a timeline left for another page stops its note subscriptions and resumes them on return', async ({ page }) => {
  const text = `leave and return ${Date.now()}`;
  const id = await devPost(page, 'carol', text);
  const frames: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const payload = typeof f.payload === 'string' ? f.payload : f.payload.toString();
      if (payload.includes(id)) frames.push(JSON.parse(payload).type as string);
    }),
  );
  await localTimelineWith(page, text);
  // Home (shown first) and then Local follow the note: one subscription is left.
  await expect.poll(() => frames.filter((t) => t === 's').length - frames.filter((t) => t === 'un').length).toBe(1);
  frames.length = 0;
  await push(page, '/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => frames).toEqual(['un']);
  // Meanwhile a reaction happens; back on the timeline the note is followed again and caught up live.
  await page.goBack();
  await expect.poll(() => frames).toEqual(['un', 's']);
  const i = await tokenOf(page, 'bob');
  expect((await page.request.post('/api/notes/reactions/create', { data: { i, noteId: id, reaction: '👍' } })).ok()).toBeTruthy();
  await expect(cardsWith(page, text).first().getByRole('button', { name: '👍 1' })).toBeVisible();
});

test('on the note page, one’s own reply and quote raise the reply and renote counts at once', async ({ page }) => {
  const id = await devPost(page, 'carol', `answer me ${Date.now()}`);
  await signIn(page, 'alice', `/notes/${id}`);
  const main = page.locator('article.kite-note-detailed');
  await main.getByRole('button', { name: 'Reply', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByLabel('Note text').fill('@carol a reply');
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: /^Reply( \d+)?$/ })).toHaveText('1');
  await main.getByRole('button', { name: 'Renote' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Quote' }).click();
  dialog = page.getByRole('dialog', { name: 'New note' });
  await dialog.getByLabel('Note text').fill('a quote');
  await dialog.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByRole('button', { name: 'Renote' })).toHaveText('1');
});

test('a poll vote on the note page shows on the timeline card when going back', async ({ page }) => {
  const text = `vote here ${Date.now()}`;
  const i = await tokenOf(page, 'carol');
  const res = await page.request.post('/api/notes/create', { data: { i, text, poll: { choices: ['kites', 'boats'], multiple: false } } });
  const id = ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
  await localTimelineWith(page, text);
  await push(page, `/notes/${id}`);
  const detailed = page.locator('article.kite-note-detailed');
  await detailed.getByRole('button', { name: /kites/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(detailed.getByRole('button', { name: /kites/ })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  const card = cardsWith(page, text).first();
  await expect(card.getByRole('button', { name: /kites/ })).toHaveAttribute('aria-pressed', 'true');
  // Counted once, though the stream echoes the vote too.
  await expect(card.getByRole('group', { name: /^1 votes?$/ })).toBeVisible();
});

test('the reply count goes up live when a reply to the note arrives on the stream', async ({ page }) => {
  const text = `reply to me ${Date.now()}`;
  const id = await devPost(page, 'carol', text);
  await localTimelineWith(page, text);
  const card = feed(page).locator(`article[data-note-id="${id}"]`).first();
  await expect(card.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  // carol goes on with her thread; the reply comes in on the timeline's stream.
  const replyText = `part two ${Date.now()}`;
  await devPost(page, 'carol', replyText, { replyId: id });
  await expect(cardsWith(page, replyText).first()).toBeVisible();
  await expect(card.getByRole('button', { name: 'Reply 1', exact: true })).toHaveText('1');
  const shown = (await (await page.request.post('/api/notes/show', { data: { noteId: id } })).json()) as { repliesCount: number };
  expect(shown.repliesCount).toBe(1);
});
