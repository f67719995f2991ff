import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from './shellSupport';

/** A channel's pinned notes: set in the editor (by id or URL, reordered, removed), shown above the channel's timeline. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

test('pin notes in the channel editor (by URL and by id, moved, one unpinned); the channel page shows them above its timeline in that order', async ({
  page,
  request,
}) => {
  const i = await token(request, 'alice');
  const name = `Pinned kites ${Date.now()}`;
  const channel = (await (await request.post('/api/channels/create', { data: { i, name } })).json()) as { id: string };
  const post = async (text: string) =>
    (
      (await (await request.post('/api/notes/create', { data: { i, text, channelId: channel.id } })).json()) as {
        createdNote: { id: string };
      }
    ).createdNote.id;
  const first = await post('First rule of the channel');
  const second = await post('Second rule of the channel');
  await post('Just chatting');

  await signIn(page, 'alice', `/channels/${channel.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Just chatting')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Pinned notes' })).toHaveCount(0);

  await main.getByRole('link', { name: 'Edit channel' }).click();
  const pinned = main.getByRole('group', { name: 'Pinned notes' });
  await expect(pinned).toContainText('No pinned notes.');
  const input = pinned.getByLabel('Note ID or URL');
  // Unknown: said, and what was typed stays.
  await input.fill('aaaaaaaaaaaaaaaa');
  await pinned.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(pinned.getByRole('alert')).toHaveText('No such note.');
  await expect(input).toHaveValue('aaaaaaaaaaaaaaaa');
  // By URL (Enter adds, it does not save the form), then by id: each goes on top.
  await input.fill(`${new URL(page.url()).origin}/notes/${second}`);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/edit$/);
  await expect(input).toHaveValue('');
  await input.fill(first);
  await pinned.getByRole('button', { name: 'Pin', exact: true }).click();
  const items = pinned.getByRole('listitem');
  await expect(items).toHaveText(['First rule of the channel', 'Second rule of the channel'].map((t) => new RegExp(t)));
  // Already there: refused.
  await input.fill(first);
  await pinned.getByRole('button', { name: 'Pin', exact: true }).click();
  await expect(pinned.getByRole('alert')).toHaveText('This note is already pinned.');
  await pinned.getByRole('button', { name: 'Move down: First rule of the channel' }).click();
  await expect(items).toHaveText([/Second rule/, /First rule/]);
  await main.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}$`));
  const shown = main.getByRole('region', { name: 'Pinned notes' });
  await expect(shown.locator('article')).toHaveCount(2);
  await expect(shown.locator('article').nth(0)).toContainText('Second rule of the channel');
  await expect(shown.locator('article').nth(1)).toContainText('First rule of the channel');
  await expect(shown).not.toContainText('Just chatting');
  const ids = async () =>
    ((await (await request.post('/api/channels/show', { data: { channelId: channel.id } })).json()) as { pinnedNoteIds: string[] })
      .pinnedNoteIds;
  expect(await ids()).toEqual([second, first]);

  // Unpinned in the editor: gone from the page after a reload too.
  await page.goto(`/channels/${channel.id}/edit`);
  await pinned.getByRole('button', { name: 'Unpin: Second rule of the channel' }).click();
  await expect(items).toHaveCount(1);
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}$`));
  await page.reload();
  await expect(shown.locator('article')).toHaveCount(1);
  await expect(shown).toContainText('First rule of the channel');
  expect(await ids()).toEqual([first]);
});
