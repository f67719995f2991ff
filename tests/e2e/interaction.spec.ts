import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Reactions, renote and quote, clips, the note menu by role, the note page thread. */

async function devPost(page: Page, username: string, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post('/__dev/post', { data: { username, text, ...extra } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
}

const mainCard = (page: Page) => page.locator('article.kite-note-detailed');
const menu = (page: Page) => page.getByRole('menu');
const confirm = (page: Page, text: RegExp) => page.getByRole('dialog').filter({ hasText: text }).getByRole('button', { name: 'OK' });

async function openMore(page: Page) {
  await mainCard(page).getByRole('button', { name: 'More' }).click();
  await expect(menu(page)).toBeVisible();
}

async function pick(page: Page, emoji: string) {
  await mainCard(page).getByRole('button', { name: 'React' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: emoji, exact: true }).first().click();
}

test('react, change and cancel with confirmations', async ({ page }) => {
  const id = await devPost(page, 'carol', `react to me ${Date.now()}`);
  await signIn(page, 'alice', `/notes/${id}`);
  await pick(page, '👍');
  await expect(mainCard(page).getByRole('button', { name: '👍 1' })).toHaveAttribute('aria-pressed', 'true');
  await pick(page, '🎉');
  await confirm(page, /Change your reaction/).click();
  await expect(mainCard(page).getByRole('button', { name: '🎉 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(mainCard(page).getByRole('button', { name: '👍 1' })).toHaveCount(0);
  await mainCard(page).getByRole('button', { name: '🎉 1' }).click();
  await confirm(page, /Remove your reaction/).click();
  await expect(mainCard(page).locator('.kite-reactions')).toHaveCount(0);
  // Reloaded from the server, the reaction is really gone.
  await page.reload();
  await expect(mainCard(page)).toBeVisible();
  await expect(mainCard(page).locator('.kite-reactions')).toHaveCount(0);
});

test('renote keeps the narrowest visibility; quote opens the composer with the note', async ({ page }) => {
  const text = `home only ${Date.now()}`;
  const id = await devPost(page, 'carol', text, { visibility: 'home' });
  await signIn(page, 'alice', `/notes/${id}`);
  await mainCard(page).getByRole('button', { name: 'Renote' }).click();
  await menu(page).getByRole('menuitem', { name: 'Renote', exact: true }).click();
  await expect(mainCard(page).getByRole('button', { name: 'Renote' })).toContainText('1');
  const renotes = (await (await page.request.post('/api/notes/renotes', { data: { noteId: id } })).json()) as {
    visibility: string;
    user: { username: string };
  }[];
  expect(renotes.map((r) => [r.user.username, r.visibility])).toEqual([['alice', 'home']]);
  await mainCard(page).getByRole('button', { name: 'Renote' }).click();
  await menu(page).getByRole('menuitem', { name: 'Quote' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: text }).last()).toBeVisible();
});

test('clip: create, add to an existing clip, already clipped asks to remove', async ({ page }) => {
  const id = await devPost(page, 'carol', `clip me ${Date.now()}`);
  await signIn(page, 'alice', `/notes/${id}`);
  await openMore(page);
  await menu(page).getByRole('menuitem', { name: 'Clip' }).click();
  await menu(page).getByRole('menuitem', { name: 'Create clip' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('E2E clip');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Description' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').filter({ hasText: 'Visibility of the clip' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Clipped to E2E clip')).toBeVisible();
  await openMore(page);
  await menu(page).getByRole('menuitem', { name: 'Clip' }).click();
  await menu(page).getByRole('menuitem', { name: 'MFM showcase' }).click();
  await expect(page.getByText('Clipped to MFM showcase')).toBeVisible();
  await openMore(page);
  await menu(page).getByRole('menuitem', { name: 'Clip' }).click();
  await menu(page).getByRole('menuitem', { name: 'E2E clip' }).click();
  await confirm(page, /already in "E2E clip"/).click();
  const clips = (await (await page.request.post('/api/notes/clips', { data: { noteId: id } })).json()) as { name: string }[];
  expect(clips.map((c) => c.name)).toEqual(['MFM showcase']);
});

test('the note menu differs for the author, staff, another user and a visitor', async ({ page, browser }) => {
  // Three sign-ins and a visitor's page: more than the default 30 s on a loaded two-core machine.
  test.setTimeout(60_000);
  const own = await devPost(page, 'alice', `mine ${Date.now()}`);
  const carols = await devPost(page, 'carol', `carol's ${Date.now()}`);
  const endpointsKnown = page.waitForResponse((r) => r.url().endsWith('/api/endpoints'));
  await signIn(page, 'alice', `/notes/${own}`);
  await endpointsKnown;
  await openMore(page);
  for (const item of ['Delete', 'Delete and edit', 'Pin to profile'])
    await expect(menu(page).getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  // Misskey 2025.9 has no notes/update-visibility: the items that call it are not offered.
  await expect(menu(page).getByRole('menuitem', { name: /^Make it|^Accept only likes/ })).toHaveCount(0);
  await expect(menu(page).getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(`/notes/${carols}`);
  await openMore(page);
  await expect(menu(page).getByRole('menuitem', { name: 'Delete (moderation)' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(menu(page).getByRole('menuitem', { name: 'Delete and edit' })).toHaveCount(0);

  const carol = await browser.newPage();
  await signIn(carol, 'carol', `/notes/${own}`);
  await openMore(carol);
  await expect(menu(carol).getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(menu(carol).getByRole('menuitem', { name: /^Delete/ })).toHaveCount(0);
  await carol.close();

  const visitor = await browser.newPage();
  await visitor.goto(`/notes/${own}`);
  await openMore(visitor);
  await expect(menu(visitor).getByRole('menuitem')).toHaveText(['Details', 'Copy content', 'Copy link']);
  await visitor.keyboard.press('Escape');
  await mainCard(visitor).getByRole('button', { name: 'React' }).click();
  await expect(visitor.getByRole('dialog').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await visitor.close();
});

test('on a server that has notes/update-visibility, the author narrows a note to home from the menu', async ({ page }) => {
  expect((await page.request.post('/__dev/server-settings', { data: { extraEndpoints: ['notes/update-visibility'] } })).ok()).toBe(true);
  try {
    const id = await devPost(page, 'alice', `narrow me ${Date.now()}`);
    const endpointsKnown = page.waitForResponse((r) => r.url().endsWith('/api/endpoints'));
    await signIn(page, 'alice', `/notes/${id}`);
    await endpointsKnown;
    await openMore(page);
    await expect(menu(page).getByRole('menuitem', { name: 'Make it followers only' })).toHaveCount(0);
    await menu(page).getByRole('menuitem', { name: 'Make it home only' }).click();
    await expect
      .poll(
        async () =>
          ((await (await page.request.post('/api/notes/show', { data: { noteId: id } })).json()) as { visibility: string }).visibility,
      )
      .toBe('home');
    await openMore(page);
    await expect(menu(page).getByRole('menuitem', { name: 'Make it followers only' })).toBeVisible();
  } finally {
    await page.request.post('/__dev/server-settings', { data: { extraEndpoints: [] } });
  }
});

test('the author deletes a note from the menu and it disappears', async ({ page }) => {
  const text = `delete me ${Date.now()}`;
  await devPost(page, 'alice', text);
  await signIn(page, 'alice');
  await page.getByRole('tab', { name: 'Local' }).click();
  const row = page.getByRole('feed').locator('[data-row-index]').filter({ hasText: text });
  await row.getByRole('button', { name: 'More' }).click();
  await menu(page).getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await confirm(page, /Delete this note/).click();
  await expect(page.getByRole('feed')).not.toContainText(text);
});

test('the note page shows the conversation above and replies as a thread', async ({ page }) => {
  const root = await devPost(page, 'carol', 'Thread root for e2e');
  let parent = root;
  const chain: string[] = [];
  for (let i = 1; i <= 7; i++) {
    parent = await devPost(page, i % 2 ? 'bob' : 'carol', `e2e reply depth ${i}`, { replyId: parent });
    chain.push(parent);
  }
  await signIn(page, 'alice', `/notes/${chain[1]}`);
  await expect(page.locator('.kite-thread-conversation')).toContainText('Thread root for e2e');
  await expect(page.locator('.kite-thread-conversation')).toContainText('e2e reply depth 1');
  await expect(mainCard(page)).toContainText('e2e reply depth 2');
  await expect(page.getByRole('tabpanel')).toContainText('e2e reply depth 3');
  await page.goto(`/notes/${root}`);
  await expect(page.getByRole('tabpanel')).toContainText('e2e reply depth 5');
  await expect(page.getByRole('tabpanel')).not.toContainText('e2e reply depth 6');
  await page.getByRole('link', { name: 'Continue this thread' }).click();
  await expect(mainCard(page)).toContainText('e2e reply depth 5');
  await expect(page.getByRole('tabpanel')).toContainText('e2e reply depth 6');
  await page.getByRole('tab', { name: 'Renotes' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('No renotes yet');
});

test('a remote note offers its address on its own server: copy it, or open it there', async ({ page, context }) => {
  // A sign-in, a popup and a second note page: more than 30 s on a loaded two-core machine.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const frank = (await (await page.request.post('/api/users/show', { data: { username: 'frank', host: 'remote.example' } })).json()) as {
    id: string;
  };
  const [remote] = (await (await page.request.post('/api/users/notes', { data: { userId: frank.id, limit: 1 } })).json()) as {
    id: string;
    uri: string;
  }[];
  expect(remote?.uri).toMatch(/^https:\/\/remote\.example\/notes\//);
  await context.route('https://remote.example/**', (r) => r.fulfill({ contentType: 'text/html', body: '<title>remote</title>' }));
  await signIn(page, 'alice', `/notes/${remote.id}`);
  await openMore(page);
  await menu(page).getByRole('menuitem', { name: 'Copy remote link' }).click();
  // Writing the clipboard is asynchronous: poll, so an earlier test's copy is not read.
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(remote.uri);
  await openMore(page);
  const opened = page.waitForEvent('popup');
  await menu(page).getByRole('menuitem', { name: 'Show on the remote server' }).click();
  expect((await opened).url()).toBe(remote.uri);

  const own = await devPost(page, 'alice', `local ${Date.now()}`);
  await page.goto(`/notes/${own}`);
  await openMore(page);
  await expect(menu(page).getByRole('menuitem', { name: /remote/ })).toHaveCount(0);
});
