import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Channel, role, mentions and directs timelines; the channel list. */

const feed = (page: Page) => page.getByRole('feed');
const top = (page: Page) => feed(page).locator('[data-row-index="0"]');

async function devPost(page: Page, data: Record<string, unknown>) {
  const res = await page.request.post('/__dev/post', { data });
  expect(res.ok()).toBeTruthy();
}

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

test('a channel from /channels: its header, its notes, a note posted to it appears live, the post button opens the composer in the channel', async ({
  page,
}) => {
  // A channel of this test's own (no other test posts in it, whatever ran before); a note makes it featured.
  const name = `Live arrivals ${Date.now()}`;
  const made = await page.request.post('/api/channels/create', { data: { i: await token(page.request, 'carol'), name } });
  const channel = (await made.json()) as { id: string; name: string };
  await devPost(page, { username: 'carol', text: 'opening note', channelId: channel.id });
  await signIn(page, 'alice', '/channels');
  await expect(page.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: channel.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/channels/${channel.id}$`));
  await expect(page.getByRole('heading', { name: channel.name })).toBeVisible();
  await expect(page.getByRole('feed', { name: `${channel.name} timeline` })).toBeVisible();
  const text = `in the channel ${Date.now()}`;
  await devPost(page, { username: 'carol', text, channelId: channel.id });
  await expect(top(page)).toContainText(text);
  // A note outside the channel does not come in.
  await devPost(page, { username: 'carol', text: `elsewhere ${Date.now()}` });
  await page.waitForTimeout(800);
  await expect(top(page)).toContainText(text);
  await page.getByRole('button', { name: 'Post to this channel' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: channel.name })).toBeVisible();
  await page.screenshot({ path: 'test-results/channel-timeline.png' });
});

test('a role page lists its members; its timeline tab shows their notes and new ones live', async ({ page }) => {
  const i = await token(page.request, 'alice');
  const roles = (await (await page.request.post('/api/roles/list', { data: { i } })).json()) as { id: string; name: string }[];
  const supporter = roles.find((r) => r.name === 'Supporter')!;
  await signIn(page, 'alice', `/roles/${supporter.id}`);
  await expect(page.getByRole('heading', { name: 'Supporter' })).toBeVisible();
  // The page opens on its members; the timeline is the second tab.
  await expect(page.getByRole('list', { name: 'Members of Supporter' })).toContainText('Carol');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true');
  await expect(feed(page).locator('article.kite-note').first()).toBeVisible();
  const text = `a supporter speaks ${Date.now()}`;
  await devPost(page, { username: 'carol', text });
  await expect(top(page)).toContainText(text);
});

test('a role page: a member links to their profile; an unknown or private role is not found', async ({ page }) => {
  const i = await token(page.request, 'alice');
  const all = (await (await page.request.post('/api/admin/roles/list', { data: { i } })).json()) as {
    id: string;
    name: string;
    isPublic: boolean;
  }[];
  const supporter = all.find((r) => r.name === 'Supporter')!;
  const hidden = all.find((r) => !r.isPublic)!;
  await signIn(page, 'bob', `/roles/${supporter.id}`);
  const members = page.getByRole('list', { name: 'Members of Supporter' });
  await members.getByRole('link', { name: /Carol/ }).click();
  await expect(page).toHaveURL(/\/@carol$/);
  await page.goto(`/roles/${hidden.id}`);
  await expect(page.getByText('This role does not exist.')).toBeVisible();
  await page.goto('/roles/aaaaaaaaaa');
  await expect(page.getByText('This role does not exist.')).toBeVisible();
});

test('mentions and directs are reachable from the timeline and update live', async ({ page }) => {
  await signIn(page, 'alice');
  await page.getByRole('button', { name: 'Mentions' }).click();
  await expect(page).toHaveURL(/\/timeline\/mentions$/);
  await expect(page.getByRole('feed', { name: 'Mentions timeline' })).toBeVisible();
  const mention = `hello @alice ${Date.now()}`;
  await devPost(page, { username: 'bob', text: mention });
  await expect(top(page)).toContainText(mention);

  await page.goto('/');
  await page.getByRole('button', { name: 'Direct notes' }).click();
  await expect(page).toHaveURL(/\/timeline\/directs$/);
  await expect(page.getByRole('feed', { name: 'Direct notes timeline' })).toBeVisible();
  const direct = `just for you @alice ${Date.now()}`;
  await devPost(page, { username: 'bob', text: `public @alice ${Date.now()}` });
  await devPost(page, { username: 'bob', text: direct, visibility: 'specified' });
  await expect(top(page)).toContainText(direct);
  await expect(feed(page)).not.toContainText('public @alice');
});
