import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 38: writes other than posting (renote, poll vote, follow) under answers that are slow,
 * garbled, cut or refused — nothing doubled, nothing silently lost, the server's words shown.
 * What the server holds is asked of the devserver with the account's token.
 */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

async function api<T>(request: APIRequestContext, endpoint: string, data: Record<string, unknown>): Promise<T> {
  const res = await request.post(`/api/${endpoint}`, { data });
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

const tokenOf = async (request: APIRequestContext, username: string) =>
  (await api<{ i: string }>(request, 'signin-flow', { username, password: 'password' })).i;

type Fault = 'garbled' | 'cut';

/** The server does the write; its answer is replaced by an HTML page, or the connection resets. */
const lostAnswer = (fault: Fault) => async (route: Route) => {
  await route.fetch();
  if (fault === 'cut') await route.abort('connectionreset');
  else await route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
};

/** A Misskey refusal, as Misskey words it. */
const refuse = (code: string, message: string) => (route: Route) =>
  route.fulfill({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code, message, id: 'x', kind: 'client' } }),
  });

const card = (page: Page) => page.locator('article.kite-note-detailed');
const dialog = (page: Page) => page.getByRole('dialog');

// ---- Renote ----

async function renoteSetup(page: Page) {
  const id = (
    (await (await page.request.post('/__dev/post', { data: { username: 'carol', text: `renote me ${Date.now()}` } })).json()) as {
      createdNote: { id: string };
    }
  ).createdNote.id;
  await signIn(page, 'alice', `/notes/${id}`);
  const i = await tokenOf(page.request, 'alice');
  const mine = async () =>
    (await api<{ user: { username: string } }[]>(page.request, 'notes/renotes', { i, noteId: id, limit: 20 })).filter(
      (n) => n.user.username === 'alice',
    ).length;
  const renote = async () => {
    await card(page).getByRole('button', { name: 'Renote' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Renote', exact: true }).click();
  };
  return { mine, renote };
}

for (const fault of ['garbled', 'cut'] as const)
  test(`renote: an answer ${fault} after the server renoted shows "Renoted" and makes one renote`, async ({ page }) => {
    const { mine, renote } = await renoteSetup(page);
    await page.route('**/api/notes/create', lostAnswer(fault));
    await renote();
    await expect(page.getByText('Renoted', { exact: true })).toBeVisible();
    await expect(card(page).getByRole('button', { name: 'Renote' })).toContainText('1');
    await expect(dialog(page)).toHaveCount(0);
    expect(await mine()).toBe(1);
  });

test('renote: a refusal shows Misskey’s words and nothing is renoted', async ({ page }) => {
  const { mine, renote } = await renoteSetup(page);
  await page.route('**/api/notes/create', refuse('CANNOT_RENOTE_DUE_TO_VISIBILITY', 'You can not Renote due to target visibility.'));
  await renote();
  await expect(dialog(page)).toContainText('You can not Renote due to target visibility.');
  await expect(card(page).getByRole('button', { name: 'Renote' })).not.toContainText('1');
  expect(await mine()).toBe(0);
});

test('renote: when neither the answer nor the check arrives, Kite says it cannot tell; trying again looks first', async ({ page }) => {
  const { mine, renote } = await renoteSetup(page);
  await page.route('**/api/notes/create', lostAnswer('cut'));
  await page.route('**/api/users/notes', (route) => route.abort('connectionrefused'));
  await renote();
  await expect(dialog(page)).toContainText('Kite cannot tell whether this was done');
  await dialog(page)
    .getByRole('button', { name: /OK|Got it/ })
    .click();
  await page.unrouteAll();
  await renote();
  await expect(page.getByText('Renoted', { exact: true })).toBeVisible();
  expect(await mine()).toBe(1);
});

// ---- Poll vote ----

async function pollSetup(page: Page) {
  const bob = await tokenOf(page.request, 'bob');
  const { createdNote } = await api<{ createdNote: { id: string } }>(page.request, 'notes/create', {
    i: bob,
    text: `vote ${Date.now()}`,
    poll: { choices: ['Tea', 'Coffee'], multiple: false },
  });
  await signIn(page, 'alice', `/notes/${createdNote.id}`);
  const i = await tokenOf(page.request, 'alice');
  const held = async () =>
    (await api<{ poll: { choices: { votes: number; isVoted: boolean }[] } }>(page.request, 'notes/show', { i, noteId: createdNote.id }))
      .poll.choices;
  const vote = async () => {
    await card(page).getByRole('button', { name: /Tea/ }).click();
    await dialog(page)
      .getByRole('button', { name: /^(OK|Yes)$/i })
      .click();
  };
  return { held, vote };
}

for (const fault of ['garbled', 'cut'] as const)
  test(`vote: an answer ${fault} after the server counted it marks the vote, counted once`, async ({ page }) => {
    const { held, vote } = await pollSetup(page);
    await page.route('**/api/notes/polls/vote', lostAnswer(fault));
    await vote();
    await expect(card(page).getByRole('button', { name: /Tea/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog(page)).toHaveCount(0);
    expect((await held()).map((c) => [c.votes, c.isVoted])).toEqual([
      [1, true],
      [0, false],
    ]);
  });

test('vote: a refusal shows Misskey’s words and leaves the poll unvoted', async ({ page }) => {
  const { held, vote } = await pollSetup(page);
  await page.route('**/api/notes/polls/vote', refuse('ALREADY_EXPIRED', 'The poll is already expired.'));
  await vote();
  await expect(dialog(page)).toContainText('The poll is already expired.');
  await expect(card(page).getByRole('button', { name: /Tea/ })).toHaveAttribute('aria-pressed', 'false');
  expect((await held()).every((c) => c.votes === 0)).toBe(true);
});

// ---- Follow ----

async function followSetup(page: Page) {
  const i = await tokenOf(page.request, 'alice');
  const dave = await api<{ id: string }>(page.request, 'users/show', { username: 'dave' });
  await api(page.request, 'following/delete', { i, userId: dave.id });
  await signIn(page, 'alice', '/@dave');
  const button = page.locator('[data-follow-state]').first();
  await expect(button).toHaveAttribute('data-follow-state', /follow/);
  const follows = async () => (await api<{ isFollowing: boolean }>(page.request, 'users/show', { i, userId: dave.id })).isFollowing;
  let creates = 0;
  page.on('request', (r) => void (r.url().endsWith('/api/following/create') && creates++));
  return { button, follows, creates: () => creates };
}

for (const fault of ['garbled', 'cut'] as const)
  test(`follow: an answer ${fault} after the server followed shows Following, with no error`, async ({ page }) => {
    const { button, follows } = await followSetup(page);
    await page.route('**/api/following/create', lostAnswer(fault));
    await button.click();
    await expect(button).toHaveAttribute('data-follow-state', 'following');
    await expect(dialog(page)).toHaveCount(0);
    expect(await follows()).toBe(true);
  });

test('follow: a slow answer shows the button working, then Following', async ({ page }) => {
  const { button, follows } = await followSetup(page);
  await page.route('**/api/following/create', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await button.click();
  await expect(button).toBeDisabled();
  // The rest of the page stays usable meanwhile.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  expect(await follows()).toBe(true);
});

test('follow: a refusal shows Misskey’s words and stays unfollowed', async ({ page }) => {
  const { button, follows } = await followSetup(page);
  await page.route('**/api/following/create', refuse('BLOCKED', 'You are blocked by that user.'));
  await button.click();
  await expect(dialog(page)).toContainText('You are blocked by that user.');
  await expect(button).toHaveAttribute('data-follow-state', /^follow/);
  expect(await follows()).toBe(false);
});

test('follow: five clicks in one task send one request', async ({ page }) => {
  const { button, follows, creates } = await followSetup(page);
  await button.evaluate((b: HTMLElement) => {
    for (let k = 0; k < 5; k++) b.click();
  });
  await expect(button).toHaveAttribute('data-follow-state', 'following');
  await expect(dialog(page)).toHaveCount(0);
  expect(creates()).toBe(1);
  expect(await follows()).toBe(true);
});

// ---- Reaction ----

test('reaction: an answer cut after the server reacted shows the reaction once, no error', async ({ page }) => {
  const posted = await page.request.post('/__dev/post', { data: { username: 'carol', text: `react once ${Date.now()}` } });
  const id = ((await posted.json()) as { createdNote: { id: string } }).createdNote.id;
  await signIn(page, 'alice', `/notes/${id}`);
  await page.route('**/api/notes/reactions/create', lostAnswer('cut'));
  await card(page).getByRole('button', { name: 'React' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: '👍', exact: true }).first().click();
  await expect(card(page).getByRole('button', { name: '👍 1' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const i = await tokenOf(page.request, 'alice');
  const held = await api<{ myReaction: string | null; reactions: Record<string, number> }>(page.request, 'notes/show', { i, noteId: id });
  expect(held.myReaction).toBe('👍');
  expect(held.reactions).toEqual({ '👍': 1 });
});

// ---- Chat ----

test('chat: a message whose answer is garbled after the server took it shows once and the box empties', async ({ page }) => {
  const carol = await api<{ id: string }>(page.request, 'users/show', { username: 'carol' });
  await signIn(page, 'alice', `/chat/user/${carol.id}`);
  await page.route('**/api/chat/messages/create-to-user', lostAnswer('garbled'));
  const text = `only once ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Chat' }).getByText(text)).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const i = await tokenOf(page.request, 'alice');
  const held = await api<{ text: string | null }[]>(page.request, 'chat/messages/user-timeline', { i, userId: carol.id, limit: 20 });
  expect(held.filter((x) => x.text === text)).toHaveLength(1);
});

test('chat: a refused message keeps the text and says why', async ({ page }) => {
  const carol = await api<{ id: string }>(page.request, 'users/show', { username: 'carol' });
  await signIn(page, 'alice', `/chat/user/${carol.id}`);
  await page.route('**/api/chat/messages/create-to-user', refuse('RATE_LIMIT_EXCEEDED', 'Rate limit exceeded. Please try again later.'));
  await page.getByRole('textbox', { name: 'Message' }).fill('kept');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Rate limit exceeded');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('kept');
});

// ---- Settings ----

test('settings: a save whose first answer is cut is sent once more and says Saved; a refusal keeps the edit', async ({ page }) => {
  await signIn(page, 'dave', '/settings/profile');
  const name = `Dave ${Date.now()}`;
  let first = true;
  await page.route('**/api/i/update', async (route) => {
    if (!first) return route.continue();
    first = false;
    await lostAnswer('cut')(route);
  });
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  const i = await tokenOf(page.request, 'dave');
  expect((await api<{ name: string }>(page.request, 'i', { i })).name).toBe(name);

  await page.unrouteAll();
  await page.route('**/api/i/update', refuse('INVALID_PARAM', 'Invalid param.'));
  await page.getByLabel('Display name').fill('Refused name');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page).or(page.getByRole('alert')).first()).toContainText('Invalid param.');
  await expect(page.getByLabel('Display name')).toHaveValue('Refused name');
  expect((await api<{ name: string }>(page.request, 'i', { i })).name).toBe(name);
});
