import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The control panel's content pages: announcements (one reaches its reader as a dialog), ads,
 * the moderation log, relays, system webhooks and report recipients. alice is the administrator.
 */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Error' });

test('an admin writes an announcement, a refused save keeps the form, then edits, ends and deletes it', async ({ page }) => {
  test.setTimeout(40_000);
  await signIn(page, 'alice', '/admin/announcements');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Announcements' });
  await expect(list).toContainText('Maintenance tonight');
  await expectNoSeriousA11yViolations(page, '/admin/announcements');

  // For everyone: create, then a refused save (an empty title the server also refuses) keeps the form.
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('region', { name: 'New announcement' });
  await form.getByLabel('Title').fill('Garden party');
  await form.getByLabel('Text').fill('Saturday at noon.');
  await form.getByLabel('Image URL').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(errorDialog(page)).toContainText('The image URL must start with https:// or http://');
  await errorDialog(page).getByRole('button', { name: 'Got it' }).click();
  await expect(form.getByLabel('Title')).toHaveValue('Garden party');
  await form.getByLabel('Image URL').fill('');
  await form.getByLabel('Icon').selectOption({ label: 'Success' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const row = list.getByRole('listitem').filter({ hasText: 'Garden party' });
  await expect(row).toContainText('Saturday at noon.');

  // Edit it, then end it: it moves to the archived list.
  await row.getByRole('button', { name: 'Edit “Garden party”' }).click();
  const edit = page.getByRole('region', { name: 'Edit “Garden party”' });
  await edit.getByLabel('Title').fill('Garden party (moved)');
  await edit.getByRole('button', { name: 'Save' }).click();
  const moved = list.getByRole('listitem').filter({ hasText: 'Garden party (moved)' });
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: 'End (archive)' }).click();
  await expect(moved).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Archived' });
  await expect(moved).toBeVisible();
  await moved.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(moved).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No archived announcements' })).toBeVisible();
});

test('an announcement made for one user reaches that user as a dialog', async ({ page, browser }) => {
  test.setTimeout(45_000);
  await signIn(page, 'alice', '/admin/announcements');
  const list = page.getByRole('list', { name: 'Announcements' });
  await page.getByLabel('For', { exact: true }).selectOption({ label: 'One user' });
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('alert')).toHaveText('There is no local user @nobody-here');
  await page.getByLabel('Username').fill('carol');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('For @carol only')).toBeVisible();
  await page.getByRole('button', { name: 'New announcement' }).click();
  const personal = page.getByRole('region', { name: 'New announcement' });
  await personal.getByLabel('Title').fill('A word for carol');
  await personal.getByLabel('Text').fill('Please check your settings.');
  await personal.getByLabel('Shown as').selectOption({ label: 'Dialog' });
  await expect(personal).toContainText('A dialog interrupts everyone once.');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'A word for carol' })).toContainText('Dialog');

  const carol = await browser.newPage();
  await signIn(carol, 'carol');
  await expect(carol.getByRole('dialog', { name: 'A word for carol', exact: true })).toBeVisible();
  await carol.close();
});

test('an admin creates an ad with weekdays and a period, edits and deletes it', async ({ page }) => {
  test.setTimeout(40_000);
  await signIn(page, 'alice', '/admin/ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Ads' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Ads' });
  await expect(list).toContainText('demo ad');
  await expectNoSeriousA11yViolations(page, '/admin/ads');
  await page.getByRole('button', { name: 'New ad' }).click();
  const form = page.getByRole('region', { name: 'New ad' });
  await form.getByLabel('Link URL').fill('https://shop.example/sale');
  await form.getByLabel('Image URL').fill('https://shop.example/banner.png');
  await form.getByLabel('Shape').selectOption({ label: 'Horizontal, large' });
  await form.getByLabel('Sat').check();
  await form.getByLabel('Memo').fill('Winter sale');
  // An end before the start is refused before it is sent; the form keeps what was typed.
  await form.getByLabel('Shown until').fill('2020-01-01T00:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(errorDialog(page)).toContainText('The end must come after the start');
  await errorDialog(page).getByRole('button', { name: 'Got it' }).click();
  await expect(form.getByLabel('Memo')).toHaveValue('Winter sale');
  await form.getByLabel('Shown until').fill('2099-01-01T00:00');
  await form.getByRole('button', { name: 'Save' }).click();
  const row = list.getByRole('listitem').filter({ hasText: 'Winter sale' });
  await expect(row).toContainText('Horizontal, large');
  await expect(row).toContainText('Sat');
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('region', { name: 'Edit ad' });
  await expect(edit.getByLabel('Sat')).toBeChecked();
  await edit.getByLabel('Memo').fill('Winter sale, extended');
  await edit.getByRole('button', { name: 'Save' }).click();
  const changed = list.getByRole('listitem').filter({ hasText: 'Winter sale, extended' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(changed).toHaveCount(0);
});

test('the moderation log shows an action just done, filtered by action and by moderator', async ({ page, request }) => {
  test.setTimeout(40_000);
  // bob (a moderator) suspends carol through the API; alice reads the log.
  const bob = (
    (await (await request.post('/api/signin-flow', { data: { username: 'bob', password: 'password' } })).json()) as { i: string }
  ).i;
  const carol = ((await (await request.post('/api/users/show', { data: { username: 'carol' } })).json()) as { id: string }).id;
  expect((await request.post('/api/admin/suspend-user', { data: { i: bob, userId: carol } })).status()).toBe(204);
  await signIn(page, 'alice', '/admin/modlog');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Moderation log' });
  const entry = list.getByRole('listitem').filter({ hasText: 'Suspended a user' });
  await expect(entry).toContainText('by @bob');
  await expect(entry).toContainText('@carol');
  await expectNoSeriousA11yViolations(page, '/admin/modlog');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Made an announcement' });
  await expect(page.getByRole('status').filter({ hasText: 'No entries' })).toBeVisible();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'All actions' });
  await page.getByLabel('Moderator', { exact: true }).selectOption({ label: '@alice' });
  await expect(page.getByRole('status').filter({ hasText: 'No entries' })).toBeVisible();
  await page.getByLabel('Moderator', { exact: true }).selectOption({ label: '@bob' });
  await expect(entry).toBeVisible();

  // The suspended user and the moderator are links to their moderation pages.
  await entry.getByRole('link', { name: '@carol' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user/${carol}$`));
  await expect(page.getByRole('heading', { level: 1, name: '@carol' })).toBeVisible();
  await page.goBack();
  await entry.getByRole('link', { name: 'by @bob' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '@bob' })).toBeVisible();
});

test('a moderator who is not an administrator cannot read the log, as on Misskey', async ({ page }) => {
  await signIn(page, 'bob', '/admin/modlog');
  await expect(page.getByRole('alert')).toContainText('Could not load');
});

test('an admin adds a relay (refused: not https), sees it requesting, and removes it', async ({ page }) => {
  test.setTimeout(40_000);
  await signIn(page, 'alice', '/admin/relays');
  await expect(page.getByRole('heading', { level: 1, name: 'Relays' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'No relays' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/relays');
  await page.getByLabel('Inbox URL').fill('http://relay.example/inbox');
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(errorDialog(page)).toContainText('Give an https:// address');
  await errorDialog(page).getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByLabel('Inbox URL')).toHaveValue('http://relay.example/inbox');
  await page.getByLabel('Inbox URL').fill('https://relay.example/inbox');
  await page.getByRole('button', { name: 'Add' }).click();
  const row = page.getByRole('list', { name: 'Relays' }).getByRole('listitem').filter({ hasText: 'https://relay.example/inbox' });
  await expect(row).toContainText('Waiting for the relay to accept');
  await row.getByRole('button', { name: 'Remove https://relay.example/inbox' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(0);
});

test('an admin creates a system webhook, test-sends it, and makes it a report recipient; an email recipient without an address is refused', async ({
  page,
}) => {
  test.setTimeout(45_000);
  await signIn(page, 'alice', '/admin/system-webhook');
  await expect(page.getByRole('heading', { level: 1, name: 'System webhooks' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/system-webhook');
  await page.getByRole('button', { name: 'New webhook' }).click();
  const form = page.getByRole('region', { name: 'New webhook' });
  await form.getByLabel('Name').fill('Ops chat');
  await form.getByLabel('URL', { exact: true }).fill('https://hooks.example/ops');
  await form.getByLabel('Secret').fill('s3cret');
  await form.getByLabel('A report arrives').check();
  await form.getByRole('button', { name: 'Save' }).click();
  const row = page.getByRole('list', { name: 'System webhooks' }).getByRole('listitem').filter({ hasText: 'Ops chat' });
  await expect(row).toContainText('A report arrives');
  await row.getByRole('button', { name: 'Test send Ops chat' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Sent a test of “A report arrives”');

  await page.getByRole('link', { name: 'Report notification recipients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report notifications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/abuse-report-notification-recipient');
  await page.getByRole('button', { name: 'New recipient' }).click();
  const rec = page.getByRole('region', { name: 'New recipient' });
  await rec.getByLabel('Name').fill('Mail bob');
  await rec.getByLabel('Moderator').selectOption({ label: '@bob' });
  await rec.getByRole('button', { name: 'Save' }).click();
  // bob has no verified address: the server refuses, the form stays.
  await expect(page.getByRole('dialog')).toContainText(/email/i);
  await page.getByRole('dialog').getByRole('button').first().click();
  await expect(rec.getByLabel('Name')).toHaveValue('Mail bob');
  await rec.getByLabel('Name').fill('To ops chat');
  await rec.getByLabel('Send by').selectOption({ label: 'System webhook' });
  await rec.getByLabel('Webhook', { exact: true }).selectOption({ label: 'Ops chat' });
  await rec.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Report notifications' })).toContainText('System webhook: Ops chat');
});

test('a normal user gets not-found on the content pages', async ({ page }) => {
  await signIn(page, 'carol');
  for (const path of [
    '/admin/announcements',
    '/admin/ads',
    '/admin/modlog',
    '/admin/relays',
    '/admin/system-webhook',
    '/admin/abuse-report-notification-recipient',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('the announcements page works 375 px wide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'alice', '/admin/announcements');
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('region', { name: 'New announcement' });
  await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
