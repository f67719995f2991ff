import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from './shellSupport';
import { latestNote, openComposer } from './support/compose';

/** Composer flows reached through real UI: reply and quote from a note, a channel post, another account, server drafts. */

const HOST = `127.0.0.1:${process.env.E2E_PORT}`;

async function userId(request: APIRequestContext, username: string): Promise<string> {
  return (await (await request.post('/api/users/show', { data: { username } })).json()).id;
}

async function devPost(request: APIRequestContext, data: Record<string, unknown>) {
  return (await (await request.post('/__dev/post', { data })).json()).createdNote as { id: string };
}

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

test('reply from the note page narrows visibility to the replied note; a direct note is answered to its people', async ({
  page,
  request,
}) => {
  const home = await devPost(request, { username: 'bob', text: 'bob at home', visibility: 'home' });
  await signIn(page, 'alice', `/notes/${home.id}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
  let dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByLabel('Note text')).toHaveValue('@bob ');
  await expect(dialog.getByRole('button', { name: 'Visibility: Home' })).toBeVisible();
  await dialog.getByLabel('Note text').fill('@bob agreed');
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ replyId: home.id, visibility: 'home', text: '@bob agreed' });

  const alice = await userId(request, 'alice');
  const bob = await userId(request, 'bob');
  const direct = await devPost(request, { username: 'bob', text: '@alice psst', visibility: 'specified' });
  await page.goto(`/notes/${direct.id}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
  dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByRole('button', { name: 'Visibility: Direct' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove recipient bob' })).toBeVisible();
  await dialog.getByLabel('Note text').fill('@bob psst back');
  // A direct note is in no public listing: read what the server answered to the post.
  const created = page.waitForResponse((r) => r.url().endsWith('/api/notes/create'));
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(dialog).toBeHidden();
  const note = (await (await created).json()).createdNote;
  expect(note).toMatchObject({ replyId: direct.id, visibility: 'specified', text: '@bob psst back' });
  expect(note.visibleUserIds).toContain(bob);
  expect(note.visibleUserIds).not.toContain(alice);
});

test('quote from the renote menu', async ({ page, request }) => {
  const src = await devPost(request, { username: 'bob', text: 'quotable words' });
  await signIn(page, 'alice', `/notes/${src.id}`);
  await page.getByRole('button', { name: 'Renote', exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByLabel('Quoting @bob')).toContainText('quotable words');
  await dialog.getByLabel('Note text').fill('so true');
  await dialog.getByRole('button', { name: 'Quote', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ renoteId: src.id, text: 'so true' });
});

test('a channel post (/share?channelId=) has visibility and federation locked', async ({ page, request }) => {
  const channels = await (await request.post('/api/channels/featured', { data: {} })).json();
  const ch = channels[0] as { id: string; name: string };
  await signIn(page, 'alice', `/share?channelId=${ch.id}`);
  const form = page.getByRole('form', { name: 'New note' });
  await expect(form.getByText(`Channel: ${ch.name}`)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Visibility: Public' })).toBeDisabled();
  const federation = form.getByRole('checkbox', { name: 'Disable federation' });
  await expect(federation).toBeChecked();
  await expect(federation).toBeDisabled();
  await expect(form.getByLabel('Note text')).toHaveAttribute('placeholder', 'Post to the channel…');
  await form.getByLabel('Note text').fill('hello channel');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Shared. You may close this window.')).toBeVisible();
  expect(await latestNote(request, 'alice')).toMatchObject({
    channelId: ch.id,
    visibility: 'public',
    localOnly: true,
    text: 'hello channel',
  });

  // A reply to a channel note (the note card's Reply) is posted into that channel, fields locked.
  const inChannel = await devPost(request, { username: 'bob', text: 'channel talk', channelId: ch.id });
  await page.goto(`/notes/${inChannel.id}`);
  await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New note' });
  await expect(dialog.getByText(`Channel: ${ch.name}`)).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Disable federation' })).toBeDisabled();
  await dialog.getByLabel('Note text').fill('@bob replying in the channel');
  await dialog.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await latestNote(request, 'alice')).toMatchObject({ channelId: ch.id, replyId: inChannel.id, localOnly: true });
});

test('post as carol while signed in as alice; drafts are unavailable for the other account', async ({ page, request }) => {
  await signIn(page, 'alice', '/settings/accounts');
  await page.getByRole('button', { name: 'Add account' }).click();
  const add = page.getByRole('dialog', { name: 'Add account' });
  await add.getByLabel('Username').fill('carol');
  await add.getByLabel('Password').fill('password');
  await add.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`carol@${HOST}`).first()).toBeVisible();
  await page.goto('/');
  const dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Post as' }).click();
  await page.getByRole('menuitemradio', { name: `@carol@${HOST}` }).click();
  await expect(dialog.getByText(`Posting as @carol@${HOST}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'More' }).click();
  const saveDraft = page.getByRole('menuitem', { name: /Save to drafts/ });
  await expect(saveDraft).toContainText('not available when posting as another account');
  await expect(saveDraft).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: /Draft list/ })).toHaveAttribute('aria-disabled', 'true');
  // Playwright refuses to click aria-disabled items; a person can, and nothing must happen.
  await saveDraft.click({ force: true });
  await expect(saveDraft).toBeVisible();
  await expect(page.getByRole('dialog').filter({ hasText: /Draft saved|Cannot create a draft/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Note text').fill('carol speaking');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(request, 'carol')).text).toBe('carol speaking');
  expect((await latestNote(request, 'alice'))?.text).not.toBe('carol speaking');
});

test('a server draft is saved, listed, loaded, and deleted when posted', async ({ page, request }) => {
  await signIn(page, 'alice');
  let dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Save to drafts' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Cannot create a draft of an empty note' })).toBeVisible();
  await page.getByRole('dialog').filter({ hasText: 'Cannot create a draft' }).getByRole('button').first().click();

  await dialog.getByLabel('Note text').fill('saved for later');
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Save to drafts' }).click();
  const saved = page.getByRole('dialog').filter({ hasText: 'Draft saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button').first().click();
  await dialog.getByLabel('Note text').fill('');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openComposer(page);
  await expect(dialog.getByLabel('Note text')).toHaveValue('');
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Draft list' }).click();
  const list = page.getByRole('dialog', { name: 'Draft list' });
  await list.getByRole('combobox').selectOption({ label: 'saved for later' });
  await list.getByRole('button', { name: 'Load draft' }).click();
  await expect(dialog.getByLabel('Note text')).toHaveValue('saved for later');
  await dialog.getByLabel('Note text').fill('saved for later, now posted');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect((await latestNote(request, 'alice')).text).toBe('saved for later, now posted');

  dialog = await openComposer(page);
  await dialog.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Draft list' }).click();
  // Alice's seeded draft is still listed; the posted one is gone.
  const after = page.getByRole('dialog', { name: 'Draft list' }).getByRole('combobox');
  await expect(after).toContainText('A draft I have not finished');
  await expect(after).not.toContainText('saved for later');
});
