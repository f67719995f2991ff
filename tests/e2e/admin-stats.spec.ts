import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The control panel's server pages: known servers (and moderating one from its page), every stored
 * file, the job queues, the database's tables and the overview. Staff only.
 */

test.beforeEach(async ({ request }) => {
  await request.post('/__dev/reset');
});

const ok = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'OK' });
const failing = (page: Page, endpoint: string) =>
  page.route(`**/api/${endpoint}`, (r) =>
    r.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Internal error', code: 'INTERNAL_ERROR', id: 'x', kind: 'server' } }),
    }),
  );
/** The page is no wider than the screen (nothing scrolls sideways). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('federation: servers by state and host; one is suspended and resumed from its page', async ({ page }) => {
  // Two pages and eight server round trips.
  test.setTimeout(60_000);
  await signIn(page, 'alice', '/admin/federation');
  await expect(page.getByRole('heading', { level: 1, name: 'Federation' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Servers' });
  // Federating by default: the servers with follows either way, not the silent one.
  await expect(list.getByRole('link')).toHaveCount(2);
  await expect(list.getByRole('link', { name: /Remote Example/ })).toContainText('remote.example');
  await expect(list.getByRole('link', { name: /Mastodon Example/ })).toContainText('Active');
  await expectNoSeriousA11yViolations(page, '/admin/federation');
  await page.getByRole('combobox', { name: 'State' }).selectOption('notResponding');
  await expect(list.getByRole('link')).toHaveText([/Quiet Example.*Not responding/]);
  await page.getByRole('combobox', { name: 'State' }).selectOption('all');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('-users');
  await expect(list.getByRole('link').first()).toContainText('Quiet Example');
  await page.getByRole('searchbox', { name: 'Host' }).fill('mast');
  await expect(list.getByRole('link')).toHaveText([/Mastodon Example/]);

  await page.getByRole('searchbox', { name: 'Host' }).fill('');
  await list.getByRole('link', { name: /Remote Example/ }).click();
  await expect(page).toHaveURL(/\/instance-info\/remote\.example$/);
  const moderation = page.getByRole('region', { name: 'Moderation' });
  await expect(moderation).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/instance-info/remote.example (staff)');
  await moderation.getByRole('button', { name: 'Stop delivering' }).click();
  await expect(page.getByRole('dialog')).toContainText('Stop delivering activities to remote.example?');
  await ok(page).click();
  await expect(page.getByText('Delivery suspended')).toBeVisible();
  await moderation.getByLabel('Moderation note').fill('Lots of spam');
  await moderation.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Moderation note saved');

  await page.goto('/admin/federation');
  await page.getByRole('combobox', { name: 'State' }).selectOption('suspended');
  await expect(list.getByRole('link')).toHaveText([/Remote Example.*Suspended/]);
  await list.getByRole('link').click();
  await expect(moderation.getByLabel('Moderation note')).toHaveValue('Lots of spam');
  await moderation.getByRole('button', { name: 'Resume delivering' }).click();
  await ok(page).click();
  await expect(moderation.getByRole('button', { name: 'Stop delivering' })).toBeVisible();
  await expect(page.getByText('Delivery suspended')).toHaveCount(0);
});

test('federation: an administrator blocks a server from its page, after confirming', async ({ page }) => {
  await signIn(page, 'alice', '/instance-info/mastodon.example');
  const moderation = page.getByRole('region', { name: 'Moderation' });
  await moderation.getByRole('button', { name: 'Block' }).click();
  // Cancelled: nothing changes.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Federating normally')).toBeVisible();
  await moderation.getByRole('button', { name: 'Block' }).click();
  await ok(page).click();
  await expect(page.getByText('Blocked', { exact: true })).toBeVisible();
  await moderation.getByRole('button', { name: 'Unblock' }).click();
  await ok(page).click();
  await expect(page.getByText('Federating normally')).toBeVisible();
});

test('federation: a failing list shows the error and a retry that loads it', async ({ page }) => {
  await failing(page, 'federation/instances');
  await signIn(page, 'alice', '/admin/federation');
  const alert = page.getByRole('alert').filter({ hasText: 'Could not load the servers' });
  await expect(alert).toBeVisible();
  await page.unroute('**/api/federation/instances');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Servers' }).getByRole('link')).toHaveCount(2);
});

test('files: a grid of every file, filtered by origin, host and type; a server’s files deleted after confirming', async ({ page }) => {
  await signIn(page, 'alice', '/admin/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Files' });
  await expect(grid.getByRole('link', { name: /^harbor\.png @carol/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/files');
  await page.getByRole('searchbox', { name: 'MIME type' }).fill('audio/*');
  await expect(grid.getByRole('link')).toHaveText([/arpeggio\.wav/]);
  await page.getByRole('searchbox', { name: 'MIME type' }).fill('');
  await page.getByRole('combobox', { name: 'Server' }).selectOption('remote');
  await expect(grid.getByRole('link')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Host' }).fill('remote.example');
  await expect(grid.getByRole('link')).toHaveText([/heidi-garden\.png/, /frank-harbour\.png/]);
  await page.getByRole('button', { name: 'Delete all files of remote.example' }).click();
  await ok(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'No file matches.' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Host' }).fill('');
  await expect(grid.getByRole('link')).toHaveText([/ivan-snow\.png/]);
  await grid.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/file\/\w+$/);
});

test('job queues: counts per queue; one queue’s chart as a table, its jobs, retrying a failed one', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'alice', '/admin/job-queue');
  await expect(page.getByRole('heading', { level: 1, name: 'Job queue' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Queues' });
  const deliver = table.getByRole('row').filter({ has: page.getByRole('button', { name: 'deliver', exact: true }) });
  // Active, delayed, waiting, failed.
  await expect(deliver.getByRole('cell')).toHaveText(['0', '3', '0', '1']);
  await expectNoSeriousA11yViolations(page, '/admin/job-queue');
  await deliver.getByRole('button', { name: 'deliver', exact: true }).click();
  const chart = page.getByRole('figure', { name: 'Jobs of deliver' });
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const points = chart.getByRole('table', { name: 'Jobs of deliver' });
  await expect(points.getByRole('columnheader')).toHaveText(['Time', 'Completed', 'Failed']);
  await expect(points.getByRole('row')).toHaveCount(61);
  const jobs = page.getByRole('list', { name: 'Jobs' });
  await page.getByRole('combobox', { name: 'State' }).selectOption('failed');
  await expect(jobs.getByRole('listitem')).toHaveCount(1);
  await jobs.getByText('Job 4').click();
  await expect(jobs).toContainText('connect ECONNREFUSED');
  await expectNoSeriousA11yViolations(page, '/admin/job-queue with a queue open');
  await jobs.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Done');
  await expect(page.getByRole('status').filter({ hasText: 'No jobs.' })).toBeVisible();
  await expect(deliver.getByRole('cell').last()).toHaveText('0');
});

test('federation job queue: deliver and inbox counts, and the servers with delayed jobs', async ({ page }) => {
  await signIn(page, 'alice', '/admin/federation-job-queue');
  const deliver = page.getByRole('region', { name: 'deliver' });
  await expect(deliver.getByRole('table', { name: 'Servers with delayed jobs' }).getByRole('row')).toHaveText([
    /Server\s*Jobs/,
    /remote\.example\s*2/,
    /mastodon\.example\s*1/,
  ]);
  await expect(deliver).toContainText('Delayed3');
  await expect(page.getByRole('region', { name: 'inbox' }).getByRole('figure', { name: 'Jobs of inbox' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/federation-job-queue');
});

test('federation job queue: each queue live from the queueStats channel, a new sample updating the numbers and the chart', async ({
  page,
  request,
}) => {
  const token = (
    (await (await request.post('/api/signin-flow', { data: { username: 'alice', password: 'password' } })).json()) as { i: string }
  ).i;
  await signIn(page, 'alice', '/admin/federation-job-queue');
  const live = page.getByRole('region', { name: 'deliver' }).getByRole('group', { name: 'Live activity of deliver' });
  // The server samples every 10 s; the test asks for the next sample now.
  await request.post('/__dev/queue-stats-tick');
  await expect(live.locator('dl')).toContainText('Started0');
  await expect(live.locator('dl')).toContainText('Delayed3');
  const chart = live.getByRole('figure', { name: 'Live activity of deliver' });
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const rows = () =>
    chart
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  expect((await rows()).at(-1)).toEqual(['0', '0', '0', '3']);
  const before = (await rows()).length;

  // A failed delivery runs again and the delayed ones are promoted: the next sample shows it.
  expect((await request.post('/api/admin/queue/retry-job', { data: { i: token, queue: 'deliver', jobId: '4' } })).status()).toBe(204);
  expect((await request.post('/api/admin/queue/promote-jobs', { data: { i: token, queue: 'deliver' } })).status()).toBe(204);
  await request.post('/__dev/queue-stats-tick');
  await expect(live.locator('dl')).toContainText('Waiting3');
  await expect(live.locator('dl')).toContainText('Delayed0');
  await expect.poll(async () => (await rows()).length).toBeGreaterThan(before);
  // Started counts the jobs run since the previous sample (a 10 s sample of the server's own may have taken it first).
  expect((await rows()).slice(-2).some((r) => r[0] === '1')).toBe(true);
  await expectNoSeriousA11yViolations(page, '/admin/federation-job-queue, live');
});

test('database: the tables by size with their rows, sorted by name, and the indexes', async ({ page }) => {
  await signIn(page, 'alice', '/admin/database');
  const tables = page.getByRole('table', { name: 'Tables' });
  // Largest first: the notes.
  await expect(tables.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('note');
  await expect(tables.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{3}$/);
  await expect(page.getByRole('table', { name: 'Indexes' })).toContainText('PK_note');
  await expectNoSeriousA11yViolations(page, '/admin/database');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(tables.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('access_token');
});

test('overview: counts, charts with their tables, queues, retention, moderators and top servers', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'alice', '/admin/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Statistics' });
  await expect(stats).toContainText(/Users\s*\d+/);
  await expect(stats).toContainText(/Known servers\s*\d+/);
  const ap = page.getByRole('figure', { name: 'ActivityPub requests' });
  await ap.getByRole('button', { name: 'Show as table' }).click();
  const apTable = ap.getByRole('table', { name: 'ActivityPub requests' });
  await expect(apTable.getByRole('columnheader')).toHaveText(['Time', 'Received', 'Delivered', 'Delivery failed']);
  await expect(apTable.getByRole('row')).toHaveCount(31);
  const queues = page.getByRole('table', { name: 'Queues' });
  await expect(queues.getByRole('row', { name: /^deliver/ }).getByRole('cell')).toHaveText(['0', '3', '0']);
  await page.getByRole('region', { name: 'Retention' }).first().scrollIntoViewIfNeeded();
  await expect(page.getByRole('table', { name: 'Retention' }).getByRole('row')).toHaveCount(8);
  await page.getByRole('region', { name: 'Most followed servers' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('list', { name: 'Moderators' }).getByRole('link', { name: /@bob/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Most followed servers' }).getByRole('link').first()).toContainText('.example');
  await expectNoSeriousA11yViolations(page, '/admin/overview');
});

test('overview: a failing part shows its error and retries on its own', async ({ page }) => {
  await signIn(page, 'alice');
  await failing(page, 'retention');
  await page.goto('/admin/overview');
  const part = page.getByRole('region', { name: 'Retention' }).first();
  await part.scrollIntoViewIfNeeded();
  await expect(part.getByRole('alert')).toContainText('Could not load');
  await page.unroute('**/api/retention');
  await part.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'Retention' })).toBeVisible();
});

test('a normal user gets not-found on these pages and no moderation on a server’s page', async ({ page }) => {
  await signIn(page, 'carol', '/instance-info/remote.example');
  await expect(page.getByText('remote.example').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Moderation' })).toHaveCount(0);
  for (const path of [
    '/admin/overview',
    '/admin/federation',
    '/admin/files',
    '/admin/job-queue',
    '/admin/federation-job-queue',
    '/admin/database',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
});

test('at 375 px the pages fit the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'alice', '/admin/federation');
  await expect(page.getByRole('list', { name: 'Servers' }).getByRole('link')).toHaveCount(2);
  expect(await fitsWidth(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/admin/federation at 375 px');
  await page.goto('/admin/overview');
  await expect(page.getByRole('table', { name: 'Queues' }).getByRole('row')).toHaveCount(5);
  expect(await fitsWidth(page)).toBe(true);
  await expectNoSeriousA11yViolations(page, '/admin/overview at 375 px');
  for (const path of ['/admin/files', '/admin/job-queue', '/admin/database']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await fitsWidth(page), path).toBe(true);
  }
});
