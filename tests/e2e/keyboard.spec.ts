import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Issue 12: j / k from a fresh page, the note keys on the focused note, and `?`. */

const feed = (page: Page) => page.getByRole('feed');
const focusedRow = (page: Page) => page.locator('.kite-vlist-row:focus-within');

async function freshTimeline(page: Page) {
  await signIn(page, 'alice');
  await expect(feed(page).locator('article.kite-note').first()).toBeVisible();
  // The keys' code loads after the first content; the feed announces them once they work.
  await expect(feed(page)).toHaveAttribute('aria-keyshortcuts', 'j k .');
}

test('j from a fresh page focuses the first note on screen; j / k move; r replies to the focused note', async ({ page }) => {
  await freshTimeline(page);
  // No click first: focus is nowhere in the list.
  await page.keyboard.press('j');
  const first = feed(page).locator('.kite-vlist-row').first();
  await expect(first).toBeFocused();
  await expect(first).toHaveCSS('outline-style', 'solid');
  const firstId = await first.locator('article[data-note-id]').first().getAttribute('data-note-id');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(focusedRow(page)).toHaveAttribute('data-row-index', /^[2-9]|\d\d+/);
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(focusedRow(page).locator(`article[data-note-id="${firstId}"]`)).toHaveCount(1);
  // r: the composer opens as a reply to that note (its text is quoted above the field, the button says Reply).
  const note = (await (await page.request.post('/api/notes/show', { data: { noteId: firstId } })).json()) as { text: string | null };
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  if (note.text) await expect(dialog).toContainText(note.text.slice(0, 20));
});

test('moving down with j loads further notes as focus reaches the end of the first page', async ({ page }) => {
  await freshTimeline(page);
  const seen = new Set<string>();
  // The first page has 15 notes: walking past it means the list loaded more on the way
  // (a j pressed while that page loads moves on once it is there).
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('j');
    await page.waitForTimeout(60);
    const id = await focusedRow(page).locator('article[data-note-id]').first().getAttribute('data-note-id');
    if (id) seen.add(id);
  }
  await expect
    .poll(async () => {
      const id = await focusedRow(page).locator('article[data-note-id]').first().getAttribute('data-note-id');
      if (id) seen.add(id);
      return seen.size;
    })
    .toBeGreaterThan(15);
  await expect(focusedRow(page)).toBeInViewport();
});

test('q opens the renote menu, m the note menu, e the reaction picker, o opens the note', async ({ page }) => {
  await freshTimeline(page);
  await page.keyboard.press('j');
  const id = await focusedRow(page).locator('article[data-note-id]').first().getAttribute('data-note-id');
  await page.keyboard.press('q');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Quote' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await page.keyboard.press('m');
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('e');
  await expect(page.getByRole('dialog', { name: 'Emoji picker' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Emoji picker' })).toHaveCount(0);
  // Focus went back to the note's react button: o still opens the note.
  await page.keyboard.press('o');
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));
});

test('a reacts to the focused note through the picker; Enter on the note opens it, Enter on its button presses the button', async ({
  page,
}) => {
  // A note nobody reacted to yet, at the top of alice's home timeline (she follows carol).
  const posted = await page.request.post('/__dev/post', { data: { username: 'carol', text: `react to me ${Date.now()}` } });
  expect(posted.ok()).toBe(true);
  const id = ((await posted.json()) as { createdNote: { id: string } }).createdNote.id;
  await freshTimeline(page);
  await page.keyboard.press('j');
  const row = focusedRow(page);
  await expect(row.locator(`article[data-note-id="${id}"]`)).toHaveCount(1);
  const card = feed(page).locator(`article[data-note-id="${id}"]`).first();
  await page.keyboard.press('a');
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  await expect(picker.getByLabel('Search emoji')).toBeFocused();
  await page.keyboard.type('sushi');
  await picker.getByRole('button', { name: '🍣', exact: true }).click();
  await expect(picker).toHaveCount(0);
  // The reaction is on that note, on screen and on the server.
  await expect(card.getByRole('button', { name: /^🍣 \d+$/ })).toBeVisible();
  const shown = (await (await page.request.post('/api/notes/show', { data: { noteId: id } })).json()) as {
    reactions: Record<string, number>;
  };
  expect(shown.reactions['🍣']).toBeGreaterThan(0);

  // Focus is back on the note's react button: Enter presses that button (the picker), it does not open the note.
  await expect(row).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  // From the row itself (k then j puts focus back on it), Enter opens the note.
  await page.keyboard.press('j');
  await page.keyboard.press('k');
  await expect(feed(page).locator(`.kite-vlist-row:has(article[data-note-id="${id}"])`).first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/notes/${id}$`));
});

test('? lists every shortcut with what it does', async ({ page }) => {
  await freshTimeline(page);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const line of [
    'Next note',
    'Previous note',
    'Reply to the focused note',
    'React to the focused note',
    'Renote the focused note',
    'Open the focused note',
    'Menu of the focused note',
    'Toggle dark mode',
    'Search',
    'Show keyboard shortcuts',
  ]) {
    await expect(help.getByText(line, { exact: false }).first()).toBeVisible();
  }
  await expect(help.locator('.kite-hotkey-row', { hasText: 'Compose a note' }).locator('kbd')).toHaveText(['p', 'n']);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

test('g and a letter go to a place: g n notifications, g d drive, g h the timeline; the ? list names them', async ({ page }) => {
  await freshTimeline(page);
  await page.keyboard.press('g');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/my\/drive$/);
  // s after g is the sequence's, not search.
  await page.keyboard.press('g');
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/settings$/);
  await page.keyboard.press('g');
  await page.keyboard.press('h');
  await expect(feed(page).locator('article.kite-note').first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  // The timeline is drawn anew: its list binds its keys (and their ? texts) once its first notes are in.
  await expect(feed(page)).toHaveAttribute('aria-keyshortcuts', 'j k .');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  const row = help.locator('.kite-hotkey-row', { hasText: 'Go to Notifications' });
  await expect(row.locator('kbd')).toHaveText(['g', 'n']);
  await expect(help.getByText('Show the new notes')).toBeVisible();
});

test('. shows the new notes waiting behind the button, and focuses the newest', async ({ page }) => {
  await freshTimeline(page);
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(300);
  const text = `waiting for the dot key ${Date.now()}`;
  const res = await page.request.post('/__dev/post', { data: { username: 'bob', text } });
  expect(res.ok()).toBeTruthy();
  const button = page.getByRole('button', { name: /New notes \(1\)/ });
  await expect(button).toBeVisible();
  await page.keyboard.press('.');
  await expect(button).toHaveCount(0);
  await expect(focusedRow(page)).toContainText(text);
  await expect(focusedRow(page)).toBeInViewport();
});

test('v shows and hides what a CW holds back, c opens the clip menu, Esc leaves the list', async ({ page }) => {
  const text = `behind the warning ${Date.now()}`;
  expect((await page.request.post('/__dev/post', { data: { username: 'alice', text, cw: 'Spoilers ahead' } })).ok()).toBeTruthy();
  await freshTimeline(page);
  const row = feed(page).locator('.kite-vlist-row').first();
  await expect(row).toContainText('Spoilers ahead');
  await expect(row.getByText(text)).toHaveCount(0);
  await page.keyboard.press('j');
  await expect(row).toBeFocused();
  await page.keyboard.press('v');
  await expect(row.getByText(text)).toBeVisible();
  // The same key again within 500 ms counts as a repeat (spec 1 §5).
  await page.waitForTimeout(550);
  await page.keyboard.press('v');
  await expect(row.getByText(text)).toHaveCount(0);
  await page.keyboard.press('c');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /clip/i }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await row.focus();
  await page.keyboard.press('Escape');
  await expect(focusedRow(page)).toHaveCount(0);
});
