import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { signIn } from './shellSupport';
import { addWidget, openWidgetSettings, widgetColumn } from './support/widgets';

/** Each widget of spec 1 §2.8 that Kite has, added by name from edit mode and seen working. */

async function token(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/signin-flow', { data: { username, password: 'password' } });
  return ((await res.json()) as { i: string }).i;
}
// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
async function upload(request: APIRequestContext, i: string, name: string, folderId?: string) {
  const res = await request.post('/api/drive/files/create', {
    multipart: { i, ...(folderId ? { folderId } : {}), file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string };
}

test('clocks: analog, digital and UNIX show the time; their settings apply', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const clock = await addWidget(page, column, 'Clock');
  await expect(clock.getByTestId('analog-clock')).toHaveAttribute('data-hours', /^\d+$/);
  const hours = Number(await clock.getByTestId('analog-clock').getAttribute('data-hours'));
  expect([new Date().getHours(), (new Date().getHours() + 23) % 24]).toContain(hours);
  let dialog = await openWidgetSettings(page, column, 'Clock');
  await dialog.getByLabel('Label').selectOption({ label: 'Time zone' });
  await dialog.getByLabel('Time zone', { exact: true }).selectOption({ label: 'Asia/Tokyo' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(clock.getByText('Asia/Tokyo')).toBeVisible();
  const tokyoHour =
    Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', hour: 'numeric', hourCycle: 'h23' }).format(new Date())) % 24;
  await expect(clock.getByTestId('analog-clock')).toHaveAttribute('data-hours', String(tokyoHour));

  const digital = await addWidget(page, column, 'Digital clock');
  await expect(digital.getByTestId('digital-clock')).toHaveText(/^\d\d:\d\d:\d\d\.\d\d$/);
  dialog = await openWidgetSettings(page, column, 'Digital clock');
  await dialog.getByLabel('Show milliseconds').uncheck();
  await dialog.getByLabel('Font size (em)').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(digital.getByTestId('digital-clock')).toHaveText(/^\d\d:\d\d:\d\d$/);

  const unix = await addWidget(page, column, 'UNIX clock');
  const shown = Number((await unix.getByTestId('unix-clock').innerText()).split('.')[0]);
  expect(Math.abs(shown - Date.now() / 1000)).toBeLessThan(10);
});

test('profile, server information, online users, activity', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const profile = await addWidget(page, column, 'Profile');
  await expect(profile.getByRole('link', { name: /@carol/ })).toHaveAttribute('href', '/@carol');
  const info = await addWidget(page, column, 'Server information');
  const meta = (await (await page.request.post('/api/meta', { data: {} })).json()) as { name: string };
  await expect(info.getByTestId('instance-name')).toHaveText(meta.name);
  const online = await addWidget(page, column, 'Online users');
  await expect(online.getByTestId('online-count')).toHaveText(/^\d+ online$/);
  const activity = await addWidget(page, column, 'Activity');
  const days = activity.getByRole('listitem');
  await expect(days).toHaveCount(49);
  // Today (the last day) counts carol's notes.
  expect(Number(await days.last().getAttribute('data-count'))).toBeGreaterThan(0);
  const dialog = await openWidgetSettings(page, column, 'Activity');
  await dialog.getByLabel('View').selectOption({ label: 'Chart' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(activity.getByRole('img', { name: 'Notes' })).toBeVisible();
});

test('clicker counts in the registry; trending and federation and the server cloud list what the server answers', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const clicker = await addWidget(page, column, 'Clicker');
  await expect(clicker.getByTestId('clicker-count')).toHaveText('0 clicks');
  await clicker.getByRole('button', { name: 'Click me' }).click();
  await clicker.getByRole('button', { name: 'Click me' }).click();
  await expect(clicker.getByTestId('clicker-count')).toHaveText('2 clicks');
  // Saved a second after the last click.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(widgetColumn(page).getByTestId('clicker-count')).toHaveText('2 clicks');

  const trending = column.getByRole('region', { name: 'Trending' });
  await expect(trending.getByRole('link').first()).toHaveText(/^#\S+/);
  const fed = await addWidget(page, column, 'Federation');
  await expect(fed.getByRole('link', { name: /remote\.example|mastodon\.example|Remote|Mastodon/i }).first()).toBeVisible();
  const cloud = await addWidget(page, column, 'Server cloud');
  await expect(cloud.getByRole('link').first()).toHaveAttribute('href', /^\/instance-info\//);
});

test('photos show drive images and a new upload arrives live; slideshow shows the chosen folder', async ({ page, request }) => {
  const i = await token(request, 'carol');
  await upload(request, i, 'first.png');
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const photos = await addWidget(page, column, 'Photos');
  await expect(photos.getByRole('img', { name: 'first.png' })).toBeVisible();
  await upload(request, i, 'live.png');
  await expect(photos.getByRole('img', { name: 'live.png' })).toBeVisible();

  const folder = (await (await request.post('/api/drive/folders/create', { data: { i, name: 'Holiday' } })).json()) as { id: string };
  await upload(request, i, 'beach.png', folder.id);
  const slides = await addWidget(page, column, 'Slideshow');
  await expect(slides.getByText('Choose a folder in the settings of this widget.')).toBeVisible();
  const dialog = await openWidgetSettings(page, column, 'Slideshow');
  await dialog.getByLabel('Drive folder').selectOption({ label: 'Holiday' });
  await dialog.getByLabel('Height (px)').fill('160');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(slides.getByRole('img', { name: 'beach.png' })).toBeVisible();
});

test('RSS feed and ticker read a feed through the server, and say when it cannot be fetched', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const rss = await addWidget(page, column, 'RSS feed');
  // The default feed is outside: the server (here the devserver) cannot fetch it.
  await expect(rss.getByRole('alert')).toContainText('Could not load');
  let dialog = await openWidgetSettings(page, column, 'RSS feed');
  await dialog.getByLabel('Feed URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter an http or https address.');
  await dialog.getByLabel('Feed URL').fill('https://feeds.kite.example/news.rss?count=5');
  await dialog.getByLabel('Entries shown').fill('3');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(rss.getByRole('link')).toHaveText(['news entry 5', 'news entry 4', 'news entry 3']);
  await expect(rss.getByRole('link').first()).toHaveAttribute('href', 'https://feeds.kite.example/news/5');

  const ticker = await addWidget(page, column, 'RSS ticker');
  dialog = await openWidgetSettings(page, column, 'RSS ticker');
  await dialog.getByLabel('Feed URL').fill('https://feeds.kite.example/sports.rss?count=4');
  await dialog.getByLabel('Shuffle').uncheck();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(ticker.getByRole('link')).toHaveText(['sports entry 4', 'sports entry 3', 'sports entry 2', 'sports entry 1']);
});

test('server metrics live from the stream; the job queue for staff only', async ({ page, browser }) => {
  await signIn(page, 'alice');
  const column = widgetColumn(page);
  const metric = await addWidget(page, column, 'Server metrics');
  await expect(metric.getByRole('meter', { name: /^CPU: \d+%$/ })).toBeVisible({ timeout: 10_000 });
  await expect(metric.getByRole('meter', { name: /^Memory: \d+%$/ })).toBeVisible();
  // The views are numbered as Misskey's (1 is the network), so an imported widget shows the same one.
  await column.getByRole('button', { name: 'Settings of Server metrics', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Settings of Server metrics' });
  await settings.getByLabel('View').selectOption({ label: 'Network' });
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(metric.getByText('Network', { exact: true })).toBeVisible();
  await expect(metric.getByRole('img', { name: 'Received' })).toBeVisible();
  await expect(metric.getByRole('img', { name: 'Sent' })).toBeVisible();
  await expect(metric.getByRole('meter')).toHaveCount(0);
  const queue = await addWidget(page, column, 'Job queue');
  await expect(queue.getByRole('table')).toBeVisible();
  await expect(queue.getByRole('row', { name: /In/ })).toBeVisible();

  const other = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signIn(other, 'carol');
  const q2 = await addWidget(other, widgetColumn(other), 'Job queue');
  await expect(q2.getByText('Only administrators and moderators can see the job queue.')).toBeVisible();
  await other.close();
});

test('birthdays today and the user list show the right people', async ({ page, request }) => {
  const bob = await token(request, 'bob');
  const now = new Date();
  const today = `1990-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await request.post('/api/i/update', { data: { i: bob, birthday: today } });
  const alice = await token(request, 'alice');
  const bobUser = (await (await request.post('/api/users/show', { data: { username: 'bob' } })).json()) as { id: string };
  await request.post('/api/following/create', { data: { i: alice, userId: bobUser.id } });
  const carolUser = (await (await request.post('/api/users/show', { data: { username: 'carol' } })).json()) as { id: string };
  const list = (await (await request.post('/api/users/lists/create', { data: { i: alice, name: 'Widget friends' } })).json()) as {
    id: string;
  };
  await request.post('/api/users/lists/push', { data: { i: alice, listId: list.id, userId: carolUser.id } });

  await signIn(page, 'alice');
  const column = widgetColumn(page);
  const birthdays = await addWidget(page, column, 'Birthdays today');
  await expect(birthdays.getByRole('link')).toHaveAttribute('href', '/@bob');
  await request.post('/api/i/update', { data: { i: bob, birthday: null } });

  const users = await addWidget(page, column, 'User list');
  await expect(users.getByText('Choose a list in the settings of this widget.')).toBeVisible();
  const dialog = await openWidgetSettings(page, column, 'User list');
  await dialog.getByLabel('List').selectOption({ label: 'Widget friends' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(users.getByRole('link')).toHaveAttribute('href', '/@carol');
});

test('timeline widget shows a timeline that updates live; the post form widget posts', async ({ page, request }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const tl = await addWidget(page, column, 'Timeline');
  await expect(tl.getByRole('list', { name: 'Timeline notes' }).getByRole('article').first()).toBeVisible();
  const dialog = await openWidgetSettings(page, column, 'Timeline');
  await dialog.getByLabel('Timeline').selectOption({ label: 'Local' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(tl.locator('[data-src="local"]')).toBeVisible();
  // Texts of this attempt only: a retry finds the first attempt's notes in the timeline too.
  const run = Date.now();
  const bob = await token(request, 'bob');
  await request.post('/api/notes/create', { data: { i: bob, text: `live into the widget ${run}` } });
  await expect(tl.getByText(`live into the widget ${run}`)).toBeVisible();

  const form = await addWidget(page, column, 'Post form');
  await form.getByRole('textbox').first().fill(`posted from the widget ${run}`);
  await form.getByRole('button', { name: /^(Note|Post)$/ }).click();
  await expect(tl.getByText(`posted from the widget ${run}`)).toBeVisible();
});
