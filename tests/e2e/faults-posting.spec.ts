import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** Issue 38: a post the server made but answered badly is not posted again; one post per press, however it is pressed. */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

/** How many of alice's newest notes have `text`. */
async function copies(request: APIRequestContext, text: string): Promise<number> {
  const userId = (await latestNote(request, 'alice')).userId;
  const mine = (await (await request.post('/api/users/notes', { data: { userId, limit: 20 } })).json()) as { text: string | null }[];
  return mine.filter((n) => n.text === text).length;
}

async function compose(page: Page, text: string) {
  await signIn(page, 'alice');
  const dialog = await openComposer(page);
  await dialog.getByLabel('Note text').fill(text);
  return dialog;
}

for (const [how, answer] of [
  ['the connection resets after the server made it', 'reset'],
  ['the answer is an HTML error page', 'garbled'],
] as const)
  test(`a post whose answer is lost (${how}) is found on the server and said to be posted, not posted twice`, async ({ page }) => {
    const text = `made but answered badly ${answer} ${Date.now()}`;
    const dialog = await compose(page, text);
    await page.route('**/api/notes/create', async (route) => {
      await route.fetch(); // the server makes the note…
      if (answer === 'reset')
        await route.abort('connectionreset'); // …and the answer never arrives
      else await route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
    });
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Posted. The server’s answer was lost on the way, but your note is there.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await copies(page.request, text)).toBe(1);
  });

test('when neither the post nor the check gets through, Kite says it cannot tell, keeps the text, and a later post makes one note', async ({
  page,
}) => {
  const text = `outcome unknown ${Date.now()}`;
  const dialog = await compose(page, text);
  await page.route('**/api/notes/create', (route) => route.abort('connectionreset'));
  await page.route('**/api/users/notes', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  const unsure = page.getByRole('dialog').filter({ hasText: 'Was it posted?' });
  await expect(unsure).toContainText('look at your profile before posting it again');
  await unsure.getByRole('button', { name: /OK|Got it/ }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue(text);
  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await copies(page.request, text)).toBe(1);
});

test('five clicks in one task post one note', async ({ page }) => {
  const text = `clicked five times ${Date.now()}`;
  const dialog = await compose(page, text);
  await dialog.getByRole('button', { name: 'Post', exact: true }).evaluate((button: HTMLElement) => {
    for (let i = 0; i < 5; i++) button.click();
  });
  await expect(dialog).toBeHidden();
  // Give any second request the time to land before counting.
  await page.waitForTimeout(500);
  expect(await copies(page.request, text)).toBe(1);
});

test('the last words typed are kept when the tab goes away before the draft was due to be saved', async ({ page }) => {
  const dialog = await compose(page, 'typed a moment before the tab was closed');
  // No wait: the draft's timer (250 ms after typing) has not fired when the page goes.
  await page.reload();
  const again = await openComposer(page);
  await expect(again.getByLabel('Note text')).toHaveValue('typed a moment before the tab was closed');
  await expect(dialog).toHaveCount(1);
});

test('a file whose upload failed is uploaded again when Post is pressed again, never posted without', async ({ page }) => {
  const text = `with a file that failed once ${Date.now()}`;
  const dialog = await compose(page, text);
  await dialog
    .getByTestId('compose-file-input')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
  await page.route('**/api/drive/files/create', (route) => route.fulfill({ status: 500, body: 'upstream failed' }));
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog.locator('.kite-upload-item')).toHaveAttribute('data-state', 'uploadFailed');
  const failed = page.getByRole('dialog').filter({ hasNot: page.getByLabel('Note text') });
  await failed.getByRole('button').last().click();
  expect(await copies(page.request, text)).toBe(0);
  // The server works again: the same press uploads the file and posts the note with it.
  await page.unrouteAll();
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  const note = await latestNote(page.request, 'alice');
  expect(note.text).toBe(text);
  expect(note.files).toHaveLength(1);
});

test('a reaction the server refuses is said in words and not shown as made', async ({ page }) => {
  const posted = await page.request.post('/__dev/post', { data: { username: 'carol', text: `react here ${Date.now()}` } });
  const id = ((await posted.json()) as { createdNote: { id: string } }).createdNote.id;
  await signIn(page, 'alice', `/notes/${id}`);
  await page.route('**/api/notes/reactions/create', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'INTERNAL_ERROR', id: '5d37dbcb-891e-41ca-a3d6-e690c97775ac', message: 'Internal error occurred.' },
      }),
    }),
  );
  const card = page.locator('article.kite-note-detailed');
  await card.getByRole('button', { name: 'React' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: '👍', exact: true }).first().click();
  const error = page.getByRole('dialog').filter({ hasText: /error/i });
  await expect(error).toBeVisible();
  await error.getByRole('button').last().click();
  await expect(card.getByRole('button', { name: '👍 1' })).toHaveCount(0);
});
