import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/**
 * Issue 14: /settings/drive (usage, upload folder, file names, sensitive media), the drive
 * cleaner, and /settings/emoji-palette with the palette showing in the reaction picker.
 * bob is used (other specs only read his profile).
 */
const USER = 'bob';

let token: string | null = null;
async function api(request: APIRequestContext, endpoint: string, data: Record<string, unknown> = {}) {
  token ??= ((await (await request.post('/api/signin-flow', { data: { username: USER, password: 'password' } })).json()) as { i: string })
    .i;
  const res = await request.post(`/api/${endpoint}`, { data: { i: token, ...data } });
  return res.status() === 204 ? null : res.json();
}

async function upload(page: Page, name: string, bytes: number) {
  await api(page.request, 'drive'); // signs in for the token
  const res = await page.request.post('/api/drive/files/create', {
    multipart: { i: token ?? '', file: { name, mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(bytes)) } },
  });
  expect(res.ok()).toBeTruthy();
}

test('drive settings: usage bar, a chosen upload folder, file names and sensitive media saved where they live', async ({ page }) => {
  await signIn(page, USER);
  await api(page.request, 'drive/folders/create', { name: 'Uploads e2e' });
  await page.goto('/settings/drive');
  await expect(page.getByRole('meter', { name: 'Drive usage' })).toBeVisible();
  await expect(page.getByText(/ of .* used \(/)).toBeVisible();
  await expect(page.getByTestId('upload-folder')).toHaveText('Drive (top folder)');

  await page.getByRole('button', { name: 'Choose folder' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: /Uploads e2e/ }).click();
  await picker.getByRole('button', { name: 'Choose this folder' }).click();
  await expect(page.getByTestId('upload-folder')).toHaveText('Uploads e2e');
  await page.getByLabel('Keep the original file name').uncheck();
  await page.getByLabel('Mark every upload as sensitive').check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('upload-folder')).toHaveText('Uploads e2e');
  await expect(page.getByLabel('Keep the original file name')).not.toBeChecked();
  await expect(page.getByLabel('Mark every upload as sensitive')).toBeChecked();
  expect(((await api(page.request, 'i')) as { alwaysMarkNsfw: boolean }).alwaysMarkNsfw).toBe(true);

  await page.getByRole('button', { name: 'Use the top folder' }).click();
  await page.getByLabel('Mark every upload as sensitive').uncheck();
  await page.getByLabel('Keep the original file name').check();
  await expect(page.getByTestId('upload-folder')).toHaveText('Drive (top folder)');
  await expect.poll(async () => ((await api(page.request, 'i')) as { alwaysMarkNsfw: boolean }).alwaysMarkNsfw).toBe(false);
});

test('drive cleaner: the largest file comes first and chosen files are deleted on the server', async ({ page }) => {
  await signIn(page, USER);
  await upload(page, 'huge-e2e.txt', 40_000);
  await upload(page, 'tiny-e2e.txt', 10);
  await page.goto('/settings/drive/cleaner');
  const rows = page.locator('.kite-drive-cleaner-list li');
  await expect(rows.first()).toHaveAttribute('data-file', 'huge-e2e.txt');
  await page.getByRole('checkbox', { name: 'Choose huge-e2e.txt' }).check();
  await page.getByRole('button', { name: 'Delete chosen files (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('1 file deleted.')).toBeVisible();
  await expect(page.locator('[data-file="huge-e2e.txt"]')).toHaveCount(0);
  const names = ((await api(page.request, 'drive/files', { limit: 100 })) as { name: string }[]).map((f) => f.name);
  expect(names).not.toContain('huge-e2e.txt');
  expect(names).toContain('tiny-e2e.txt');
});

test('emoji palette: add emoji to a palette, reorder them, and find the palette first in the reaction picker', async ({ page }) => {
  await signIn(page, USER, '/settings/emoji-palette');
  await expect(page.getByText('No palettes yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New palette' }).click();
  await page.getByLabel('Palette name').fill('Favs');
  const palette = page.getByRole('region', { name: 'Favs' });
  for (const e of ['👍', '🎉']) {
    await palette.getByRole('button', { name: 'Add an emoji' }).click();
    await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: e, exact: true }).first().click();
  }
  const emojis = palette.getByRole('list', { name: 'Emoji of Favs' }).locator('li');
  await expect(emojis).toHaveCount(2);
  await palette.getByRole('button', { name: 'Move 🎉 earlier' }).click();
  await expect(emojis.first()).toHaveAttribute('data-emoji', '🎉');

  // A second palette made the main one comes first in the picker.
  await page.getByRole('button', { name: 'New palette' }).click();
  await page.getByLabel('Palette name').last().fill('Work');
  const work = page.getByRole('region', { name: 'Work' });
  await work.getByRole('button', { name: 'Add an emoji' }).click();
  await page.getByRole('dialog', { name: 'Emoji picker' }).getByRole('button', { name: '😇', exact: true }).first().click();
  await work.getByLabel('Main palette (shown first in the reaction picker)').check();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Favs' }).locator('li').first()).toHaveAttribute('data-emoji', '🎉');

  const res = await page.request.post('/__dev/post', { data: { username: 'carol', text: `palette test ${Date.now()}` } });
  const id = ((await res.json()) as { createdNote: { id: string } }).createdNote.id;
  await page.goto(`/notes/${id}`);
  await page.locator('article.kite-note-detailed').getByRole('button', { name: 'React' }).click();
  const picker = page.getByRole('dialog', { name: 'Emoji picker' });
  const sections = picker.getByRole('region', { name: /^Palette: / });
  await expect(sections).toHaveCount(2);
  await expect(sections.first()).toHaveAttribute('aria-label', 'Palette: Work');
  await expect(picker.getByRole('region', { name: 'Palette: Favs' }).getByRole('button').first()).toHaveAttribute('aria-label', '🎉');
});
