import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** /my/notifications: every type rendered, tabs, filters, mark all read, follow requests from their notification. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}

// The page's list (the side column's notifications widget has one too).
const list = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Notifications' });

/** Pages through the list (Load more) until a notification of `type` shows. */
async function findType(page: Page, type: string) {
  const item = list(page).locator(`[data-notification-type="${type}"]`).first();
  await expect(list(page)).toBeVisible();
  for (let i = 0; i < 6 && !(await item.isVisible()); i++) {
    const more = page.getByRole('button', { name: 'Load more' });
    if (!(await more.isVisible())) break;
    await more.click();
    await expect(page.locator('button[disabled]', { hasText: 'Load more' })).toHaveCount(0);
  }
  return item;
}

test('the notifications page shows every kind of notification, with the unread indicator cleared after reading', async ({
  page,
  request,
}) => {
  const i = await token(request, 'alice');
  const unread = async () =>
    ((await (await request.post('/api/i', { data: { i } })).json()) as { unreadNotificationsCount: number }).unreadNotificationsCount;
  expect(await unread()).toBeGreaterThan(0);
  await signIn(page, 'alice');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const entry = nav.getByRole('link', { name: /Notifications/ });
  await expect(entry.locator('[data-indicator]').first()).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/my\/notifications$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  for (const [type, text] of [
    ['follow', 'Followed you'],
    ['reaction:grouped', 'reactions to your note'],
    ['mention', 'Mentioned you'],
    ['receiveFollowRequest', 'Sent you a follow request'],
    ['followRequestAccepted', 'Welcome!'],
    ['renote', 'Renoted your note'],
    ['roleAssigned', 'You were given a role'],
    ['achievementEarned', 'Achievement unlocked'],
    ['exportCompleted', 'Export completed'],
    ['login', 'New sign-in'],
    ['createToken', 'An access token was created'],
    ['chatRoomInvitationReceived', 'Kite makers'],
    ['app', 'Your export is ready to download.'],
    ['pollEnded', 'A poll has ended'],
    ['quote', 'Quoted your note'],
  ] as const) {
    await expect(await findType(page, type)).toContainText(text);
  }
  // The inviter is the notification's user (bob), as on a real Misskey; invitation.user is alice herself.
  const invitation = await findType(page, 'chatRoomInvitationReceived');
  await expect(invitation).toContainText('Bob');
  await expect(invitation).not.toContainText('Alice');
  // Reading the list marked them read on the server; the indicator is gone.
  await expect.poll(unread).toBe(0);
  await expect(entry.locator('[data-indicator]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/notifications.png', fullPage: false });
});

test('accept a follow request from its notification; the follow requests page then has none', async ({ page }) => {
  await signIn(page, 'alice', '/my/notifications');
  const request = await findType(page, 'receiveFollowRequest');
  await expect(request).toContainText('Sent you a follow request');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(request.getByRole('status')).toHaveText('Follow request accepted');
  await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await page.goto('/my/follow-requests');
  await expect(page.getByText('No follow requests')).toBeVisible();
  // ivan now follows alice.
  const ivan = await (await page.request.post('/api/users/show', { data: { username: 'ivan', host: 'mastodon.example' } })).json();
  const followers = await (
    await page.request.post('/api/users/followers', {
      data: { userId: (await (await page.request.post('/api/users/show', { data: { username: 'alice' } })).json()).id, limit: 50 },
    })
  ).json();
  expect(followers.some((f: { followerId: string }) => f.followerId === ivan.id)).toBe(true);
});

test('notification tabs and the type filter; mark all read; a new notification arrives live', async ({ page, request }) => {
  await signIn(page, 'alice', '/my/notifications');
  await expect(list(page)).toBeVisible();
  await page.getByRole('tab', { name: 'Mentions' }).click();
  await expect(page.getByRole('tab', { name: 'Mentions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Direct notes' }).click();
  await expect(page.getByRole('tab', { name: 'Direct notes' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page
    .getByRole('menuitemradio', { name: 'Followed you' })
    .or(page.getByRole('menuitem', { name: 'Followed you' }))
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Showing: Followed you' })).toBeVisible();
  await expect(list(page).locator('[data-notification-type="follow"]').first()).toBeVisible();
  await expect(list(page).locator('article:not([data-notification-type="follow"])')).toHaveCount(0);
  // A new follow arrives live at the top.
  const carol = await token(request, 'carol');
  const alice = await (await request.post('/api/users/show', { data: { username: 'alice' } })).json();
  await request.post('/api/notifications/test-notification', { data: { i: carol } });
  await request.post('/api/following/delete', { data: { i: carol, userId: alice.id } });
  await request.post('/api/following/create', { data: { i: carol, userId: alice.id } });
  await expect(list(page).locator('li').first().locator('[data-notification-type="follow"]')).toContainText('Followed you');
  await expect(list(page).locator('[data-notification-type="test"]')).toHaveCount(0);
  // Mark all read.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('toasts')).toContainText('All notifications marked as read');
});

test('a list left open while notifications pour in keeps its size: the oldest leave the bottom and Load more brings them back', async ({
  page,
  request,
}) => {
  await signIn(page, 'dave', '/my/notifications');
  await expect(list(page)).toBeVisible();
  const run = Date.now();
  for (let i = 1; i <= 40; i++) await request.post('/__dev/post', { data: { username: 'carol', text: `@dave ping ${i} of ${run}` } });
  await expect(list(page).locator('li').first()).toContainText(`ping 40 of ${run}`);
  await expect(list(page).locator(':scope > li')).toHaveCount(30);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list(page).getByText(`ping 10 of ${run}`)).toBeVisible();
});
