import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** Issue 38: a refused request is said in words and loses nothing; a socket gone silent is replaced and caught up. */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('a post whose request never reaches the server says so in words and keeps the text', async ({ page }) => {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill('kept through a refused request');
  await page.route('**/api/notes/create', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const error = page.getByRole('dialog').filter({ hasText: 'Could not reach the server.' });
  await expect(error).toBeVisible();
  await expect(error).not.toContainText('Failed to fetch');
  await error.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('kept through a refused request');
  // The network is back: the same press posts it, once.
  await page.unroute('**/api/notes/create');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(page.request, 'alice')).text).toBe('kept through a refused request');
  const mine = await (
    await page.request.post('/api/users/notes', { data: { userId: (await latestNote(page.request, 'alice')).userId, limit: 5 } })
  ).json();
  expect(mine.filter((n: { text: string | null }) => n.text === 'kept through a refused request')).toHaveLength(1);
});

test('a socket that went silent is replaced when the network comes back, and what it missed appears', async ({ page, context }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const feed = page.getByRole('feed', { name: 'Local timeline' });
  await expect(feed.locator('article.kite-note').first()).toBeVisible();
  // Live first: the socket is open and carries notes.
  const first = `live before the silence ${Date.now()}`;
  await page.request.post('/__dev/post', { data: { username: 'bob', text: first } });
  await expect(feed.locator('[data-row-index="0"]')).toContainText(first);
  // Half-open: the server keeps the socket but nothing comes through it any more.
  await page.request.post('/__dev/silence-streams');
  const text = `posted while the socket was silent ${Date.now()}`;
  await page.request.post('/__dev/post', { data: { username: 'carol', text } });
  await page.waitForTimeout(500);
  await expect(feed).not.toContainText(text);
  // The laptop's network flaps: back online, Kite checks the socket, gets no answer, replaces it and catches up.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(feed.locator('[data-row-index="0"]')).toContainText(text, { timeout: 15_000 });
});

test('a malformed note from the stream fails its own row, and the timeline goes on', async ({ page }) => {
  // Between the page and the server: the test can put a message of its own into the socket.
  const socket: { toPage?: (message: string) => void } = {};
  const channels = new Map<string, string>();
  await page.routeWebSocket(/\/streaming/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      const msg = JSON.parse(String(m)) as { type?: string; body?: { channel?: string; id?: string } };
      if (msg.type === 'connect' && msg.body?.channel && msg.body.id) channels.set(msg.body.channel, msg.body.id);
      server.send(m);
    });
    server.onMessage((m) => ws.send(m));
    socket.toPage = (m) => ws.send(m);
  });
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const feed = page.getByRole('feed', { name: 'Local timeline' });
  const before = `live before the bad note ${Date.now()}`;
  await page.request.post('/__dev/post', { data: { username: 'bob', text: before } });
  await expect(feed.locator('[data-row-index="0"]')).toContainText(before);
  const id = channels.get('localTimeline');
  expect(id).toBeTruthy();
  // A note without its author, as a broken server or proxy might send.
  const bad = {
    id: 'zzzzzzzzzz',
    createdAt: new Date().toISOString(),
    userId: 'nobody',
    user: null,
    text: 'no author',
    visibility: 'public',
  };
  socket.toPage?.(JSON.stringify({ type: 'channel', body: { id, type: 'note', body: bad } }));
  const after = `live after the bad note ${Date.now()}`;
  await page.request.post('/__dev/post', { data: { username: 'carol', text: after } });
  await expect(feed).toContainText(after);
  await expect(feed).toContainText(before);
  await expect(page.getByText('Something happened')).toHaveCount(0);
});

test('older notes that fail to load say so once, with a retry, instead of asking the server again and again', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const feed = page.getByRole('feed', { name: 'Local timeline' });
  await expect(feed.locator('article.kite-note').first()).toBeVisible();
  let asked = 0;
  await page.route('**/api/notes/local-timeline', async (route) => {
    const body = route.request().postDataJSON() as { untilId?: string } | null;
    if (!body?.untilId) return route.continue();
    asked++;
    await route.abort('connectionreset');
  });
  // Down to the end of what is loaded: infinite scroll asks for the older page.
  await page.keyboard.press('End');
  await expect(page.getByRole('alert').filter({ hasText: 'Older notes could not be loaded.' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(asked).toBe(1);
  await page.unroute('**/api/notes/local-timeline');
  // The retry asks for the same older page, which now comes.
  const older = page.waitForResponse(
    (r) => r.url().endsWith('/api/notes/local-timeline') && !!(r.request().postDataJSON() as { untilId?: string }).untilId && r.ok(),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await older;
  await expect(page.getByText('Older notes could not be loaded.')).toHaveCount(0);
});

test('a timeline and a widget that cannot reach the server say so in words, not with the browser’s error', async ({ page }) => {
  await signIn(page, 'alice');
  await page.route('**/api/notes/timeline', (route) => route.abort('connectionrefused'));
  await page.route(/\/api\/hashtags\/trend/, (route) => route.abort('connectionrefused'));
  await page.reload();
  const timeline = page.getByRole('main').getByRole('alert');
  await expect(timeline).toContainText('Could not load');
  await expect(timeline).toContainText('Could not reach the server.');
  const trending = page.locator('[data-widget="trends"]');
  await expect(trending).toContainText('Could not reach the server.');
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  // Back: the retry loads the timeline.
  await page.unrouteAll();
  await timeline.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('feed').locator('article.kite-note').first()).toBeVisible();
});

test('offline before the composer was ever opened, Post says the server cannot be reached; online again, it opens', async ({
  page,
  context,
}) => {
  await signIn(page, 'alice');
  // A moment on the page: what Kite preloads after start-up (the dialogs and their error texts) is there.
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  await context.setOffline(true);
  const post = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Post' });
  await post.click();
  const error = page.getByRole('dialog').filter({ hasText: 'Could not reach the server.' });
  await expect(error).toBeVisible();
  await error.getByRole('button', { name: 'Got it' }).click();
  await context.setOffline(false);
  await post.click();
  await expect(page.getByRole('dialog', { name: 'New note' })).toBeVisible();
});
