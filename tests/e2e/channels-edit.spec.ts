import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** /channels/new and /channels/:id/edit: create a channel, find it on /channels, edit it, see the change; archive it. */

/** /channels on its Owned tab, once that tab's list (or its "No channels") is there. */
const ownedList = async (page: Page) => {
  await page.goto('/channels');
  await page.getByRole('tab', { name: 'Owned' }).click();
  await expect(page.getByRole('tab', { name: 'Owned' })).toHaveAttribute('aria-selected', 'true');
  const main = page.getByRole('main');
  await expect(main.getByRole('tabpanel').or(main.getByText('No channels'))).toBeVisible();
  return main;
};

test('create a channel (banner from the drive, colour, sensitive), find it under Owned, edit it and see the change', async ({ page }) => {
  const name = `Kite fliers ${Date.now()}`;
  await signIn(page, 'alice', '/channels');
  await page.getByRole('link', { name: 'Create channel' }).click();
  await expect(page).toHaveURL(/\/channels\/new$/);
  const form = page.getByRole('main');
  // Nothing is sent without a name.
  await form.getByRole('button', { name: 'Create channel' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter a name.');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description').fill('Notes about kites.');
  await form.getByLabel('Color').fill('#3366ff');
  await form.getByLabel('Sensitive').check();
  await form.getByRole('button', { name: 'Set banner' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose files from drive' });
  await picker.getByRole('button', { name: 'banner.png' }).click();
  await picker.getByRole('button', { name: 'Choose', exact: true }).click();
  await expect(form.getByRole('img', { name: 'Banner of the channel' })).toBeVisible();
  await form.getByRole('button', { name: 'Create channel' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/channels\/(?!new$)[0-9a-z]+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByText('Notes about kites.')).toBeVisible();
  const shown = (await (await page.request.post('/api/channels/show', { data: { channelId: id } })).json()) as {
    color: string;
    isSensitive: boolean;
    bannerUrl: string | null;
    allowRenoteToExternal: boolean;
  };
  expect(shown).toMatchObject({ color: '#3366ff', isSensitive: true, allowRenoteToExternal: true });
  expect(shown.bannerUrl).toMatch(/^http/);

  // A new channel has no notes yet, so it is not featured: it is under Owned.
  await (await ownedList(page)).getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${id}$`));
  await page.getByRole('link', { name: 'Edit channel' }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${id}/edit$`));
  await expect(form.getByLabel('Name')).toHaveValue(name);
  await expect(form.getByLabel('Sensitive')).toBeChecked();
  await form.getByLabel('Name').fill(`${name} (edited)`);
  await form.getByLabel('Description').fill('');
  await form.getByLabel('Allow renote and quote outside the channel').uncheck();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${name} (edited)` })).toBeVisible();
  await expect(page.getByText('Notes about kites.')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const after = await (await page.request.post('/api/channels/show', { data: { channelId: id } })).json();
  expect(after).toMatchObject({ description: null, allowRenoteToExternal: false, bannerUrl: shown.bannerUrl });
});

test('archive a channel from its editor (after a confirmation): it leaves Owned; unarchive brings it back; others cannot edit it', async ({
  page,
  browser,
}) => {
  const name = `To archive ${Date.now()}`;
  await signIn(page, 'carol', '/channels/new');
  await page.getByRole('main').getByLabel('Name').fill(name);
  await page.getByRole('main').getByRole('button', { name: 'Create channel' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/channels\/(?!new$)[0-9a-z]+$/);
  const id = page.url().split('/').pop()!;
  await page.goto(`/channels/${id}/edit`);
  await page.getByRole('button', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Really archive ${name}?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('This channel is archived')).toHaveCount(0);
  await page.getByRole('button', { name: 'Archive' }).click();
  await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
  await expect(page.getByText('This channel is archived')).toBeVisible();
  await expect((await ownedList(page)).getByRole('link', { name })).toHaveCount(0);

  await page.goto(`/channels/${id}/edit`);
  await page.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByText('This channel is archived')).toHaveCount(0);
  await expect((await ownedList(page)).getByRole('link', { name })).toBeVisible();

  // Dave is neither the owner nor a moderator: no edit link, and the editor says so.
  const other = await browser.newPage();
  await signIn(other, 'dave', `/channels/${id}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Edit channel' })).toHaveCount(0);
  await other.goto(`/channels/${id}/edit`);
  await expect(other.getByText('Only the channel’s owner and moderators can edit it.')).toBeVisible();
  await other.close();
});

test('follow and favourite a channel: the favourite shows at once under Favorites and in the timeline’s channel menu (the 30-minute cache is dropped); removing it asks first', async ({
  page,
}) => {
  const name = `Favourite me ${Date.now()}`;
  const carol = (
    (await (await page.request.post('/api/signin-flow', { data: { username: 'carol', password: 'password' } })).json()) as { i: string }
  ).i;
  const channel = (await (await page.request.post('/api/channels/create', { data: { i: carol, name } })).json()) as { id: string };
  // A note makes it featured, so it can be reached inside the app (a reload would start a fresh cache).
  expect((await page.request.post('/__dev/post', { data: { username: 'carol', text: 'first!', channelId: channel.id } })).ok()).toBe(true);
  await signIn(page, 'bob', '/channels');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Fill the cache first: bob's favourites without this channel.
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('main').getByRole('tabpanel').or(page.getByRole('main').getByText('No channels'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Featured' }).click();
  await page.getByRole('main').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await nav.getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  await nav.getByRole('link', { name: 'Timeline' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Channels' }).click();
  await expect(page.getByRole('menuitem', { name })).toBeVisible();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Really remove from favorites?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await confirm.getByRole('button', { name: /^(OK|Yes)$/ }).click();
  await expect(page.getByRole('button', { name: 'Add to favorites' })).toBeVisible();
  await nav.getByRole('link', { name: 'Channels' }).click();
  await page.getByRole('tab', { name: 'Favorites' }).click();
  await expect(page.getByRole('main').getByRole('tabpanel').or(page.getByRole('main').getByText('No channels'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  const bob = (
    (await (await page.request.post('/api/signin-flow', { data: { username: 'bob', password: 'password' } })).json()) as { i: string }
  ).i;
  const shown = await (await page.request.post('/api/channels/show', { data: { i: bob, channelId: channel.id } })).json();
  expect(shown).toMatchObject({ isFollowing: true, isFavorited: false });
});
