import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

const fixture = (page: Page, key: string) => page.locator(`[data-fixture="${key}"]`);

test.describe('note card display states (/debug/notes fixtures)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/debug/notes?set=fixtures');
    await expect(page.getByRole('heading', { name: 'Fixture notes' })).toBeVisible();
  });

  test('content warning opens and closes, with its counts', async ({ page }) => {
    const note = fixture(page, 'cw');
    await expect(note.getByText('Spoilers for the finale')).toBeVisible();
    await expect(note.getByText('30 characters, 1 files')).toBeVisible();
    await expect(note.getByText('The hidden text behind the CW.')).toHaveCount(0);
    await note.getByRole('button', { name: /Show content/ }).click();
    await expect(note.getByText('The hidden text behind the CW.')).toBeVisible();
    await note.getByRole('button', { name: 'Hide content' }).click();
    await expect(note.getByText('The hidden text behind the CW.')).toHaveCount(0);
  });

  test('long note expands and collapses', async ({ page }) => {
    const note = fixture(page, 'long');
    const collapsed = (await note.boundingBox())!.height;
    await note.getByRole('button', { name: 'Show more' }).click();
    await expect(note.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    const expanded = (await note.boundingBox())!.height;
    expect(expanded).toBeGreaterThan(collapsed + 500);
    await note.getByRole('button', { name: 'Show less' }).click();
    await expect(note.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('sensitive image is hidden until clicked, and can be hidden again', async ({ page }) => {
    const note = fixture(page, 'sensitive');
    await expect(note.locator('img[alt="sensitive.png"]')).toHaveCount(0);
    await note.getByRole('button', { name: /Sensitive/ }).click();
    await expect(note.locator('img[alt="sensitive.png"]')).toBeVisible();
    await note.getByRole('button', { name: 'Hide' }).click();
    await expect(note.locator('img[alt="sensitive.png"]')).toHaveCount(0);
  });

  test('gallery opens, pushes #pswp, and browser back closes it', async ({ page }) => {
    const note = fixture(page, 'gallery');
    await note.getByRole('button', { name: 'Open image second picture' }).click();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(page).toHaveURL(/#pswp$/);
    await page.goBack();
    await expect(page.locator('.pswp')).toHaveCount(0);
    await expect(page).toHaveURL(/\/debug\/notes\?set=fixtures$/);
    await expect(page.getByRole('heading', { name: 'Fixture notes' })).toBeVisible();
  });

  test('poll: vote with a confirmation naming the choice; single choice locks', async ({ page }) => {
    const note = fixture(page, 'poll');
    await note.getByRole('button', { name: /Red/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Vote for “Red”?');
    await dialog.getByRole('button', { name: /^(OK|Yes)$/i }).click();
    await expect(note.getByRole('button', { name: /Red/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(note.getByText('(4 votes, 80%)')).toBeVisible();
    for (const name of [/Green/, /Blue/]) await expect(note.getByRole('button', { name })).toBeDisabled();
  });

  test('poll: results shown when closed; toggled by Show results', async ({ page }) => {
    await expect(fixture(page, 'pollClosed').getByText('(5 votes, 71%)')).toBeVisible();
    const open = fixture(page, 'poll');
    await expect(open.getByText('(3 votes, 75%)')).toHaveCount(0);
    await open.getByRole('button', { name: 'Show results' }).click();
    await expect(open.getByText('(3 votes, 75%)')).toBeVisible();
  });

  test('URL preview loads from GET /url, and the player opens with allowed permissions only', async ({ page }) => {
    const note = fixture(page, 'preview');
    await expect(note.getByText('Kites of the world')).toBeVisible({ timeout: 15_000 });
    await expect(note.getByText('Kite festival (video)')).toBeVisible();
    await note.getByRole('button', { name: 'Open the player' }).click();
    const frame = note.locator('iframe');
    await expect(frame).toBeVisible();
    const allow = (await frame.getAttribute('allow')) ?? '';
    for (const p of allow
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)) {
      expect(['autoplay', 'clipboard-write', 'fullscreen', 'encrypted-media', 'picture-in-picture', 'web-share']).toContain(p);
    }
    await note.getByRole('button', { name: 'Close the player' }).click();
    await expect(frame).toHaveCount(0);
  });

  test('a sensitive URL preview hides its thumbnail until clicked', async ({ page }) => {
    const note = fixture(page, 'sensitivePreview');
    await expect(note.getByText('Spicy peppers')).toBeVisible({ timeout: 15_000 });
    await expect(note.locator('img.kite-url-preview-thumb')).toHaveCount(0);
    await note.getByRole('button', { name: /Sensitive.*Click to show/ }).click();
    await expect(note.locator('img.kite-url-preview-thumb')).toBeVisible();
    await note.getByRole('button', { name: 'Hide' }).click();
    await expect(note.locator('img.kite-url-preview-thumb')).toHaveCount(0);
  });

  test('link hover preview: the card pops up 300 ms after hover, hides on leave; keyboard focus shows it, Escape hides it', async ({
    page,
  }) => {
    const link = fixture(page, 'preview').getByRole('link', { name: /article\.html$/ });
    const tip = page.getByRole('tooltip');
    await link.hover();
    await expect(tip).toContainText('Kites of the world');
    await expect(link).toHaveAttribute('aria-describedby', (await tip.getAttribute('id'))!);
    const l = (await link.boundingBox())!;
    const b = (await tip.boundingBox())!;
    expect(Math.abs(b.y - (l.y + l.height)) < 12 || Math.abs(b.y + b.height - l.y) < 12).toBe(true);
    await page.mouse.move(5, 5);
    await expect(tip).toHaveCount(0);
    await link.focus();
    await expect(tip).toContainText('Kites of the world');
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
  });
});

test("user preview card: hovering a server note's avatar or name shows the author's card after 500 ms", async ({ page }) => {
  await page.goto('/debug/notes?set=server');
  const card = page.locator('section[aria-label="Server notes"] article.kite-note').first();
  await expect(card).toBeVisible();
  const acct = (await card.locator('.kite-note-acct').textContent())!;
  const preview = page.getByTestId('user-preview');
  await card.locator('.kite-note-main > .kite-avatar').hover();
  await expect(preview).toContainText(acct);
  await page.mouse.move(5, 5);
  await expect(preview).toHaveCount(0);
  await card.locator('.kite-note-name').hover();
  await expect(preview).toContainText(acct);
});

test('the note page renders a server note', async ({ page, request }) => {
  const res = await request.post('/api/notes/local-timeline', { data: { limit: 5 } });
  const notes = (await res.json()) as { id: string; user: { username: string } }[];
  expect(notes.length).toBeGreaterThan(0);
  await page.goto(`/notes/${notes[0].id}`);
  const card = page.locator(`article.kite-note[data-note-id]`).first();
  await expect(card).toBeVisible();
  await expect(card.locator('.kite-note-acct')).toBeVisible();
});

test('a note written in Arabic reads right to left inside the English interface; the English note beside it does not', async ({
  page,
  request,
}) => {
  const arabic = `مرحبا بالعالم ${Date.now()}`;
  const res = await request.post('/__dev/post', { data: { username: 'carol', text: arabic } });
  const { createdNote } = (await res.json()) as { createdNote: { id: string } };
  await page.goto(`/notes/${createdNote.id}`);
  const text = page.locator('article.kite-note-detailed .kite-note-text .kite-mfm').first();
  await expect(text).toHaveText(arabic);
  expect(await text.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
  // Its paragraph aligns right: the text ends at the paragraph's right edge.
  const edges = await text.evaluate((el) => [el.getBoundingClientRect().right, el.parentElement!.getBoundingClientRect().right]);
  expect(Math.abs(edges[0] - edges[1])).toBeLessThan(2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const name = page.locator('article.kite-note-detailed .kite-mfm').filter({ hasText: /carol/i }).first();
  expect(await name.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
});
