import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** The server's pages: /about and its tabs (overview, custom emojis, federation, charts), /contact, /invite. */

const tabpanel = (page: Page) => page.getByRole('tabpanel');

test('/about overview shows the server, its rules, admin, stats and pinned users; a failed part retries', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { endpoint: 'stats', fault: 'INTERNAL_ERROR', times: 1 } });
  await page.goto('/about');
  const panel = tabpanel(page);
  await expect(panel.getByRole('heading', { name: 'Kite devserver' })).toBeVisible();
  await expect(panel.getByText('Be kind.')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'admin@kite.invalid' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Terms of service' })).toBeVisible();
  // The stats failed once: the rest of the page is there, and Retry brings them.
  const stats = panel.getByRole('region', { name: 'Statistics' });
  await expect(stats.getByRole('alert')).toContainText('Could not load this.');
  await stats.getByRole('button', { name: 'Retry' }).click();
  await expect(stats.getByText('Users')).toBeVisible();
  await expect(stats.locator('dd').first()).toHaveText(/^\d[\d,]*$/);
  await expect(panel.getByRole('region', { name: 'Pinned users' }).getByRole('link').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about overview');
});

test('the emoji tab finds an emoji by name or alias and shows its details with a copy action', async ({ page }) => {
  await page.goto('/about#emojis');
  const panel = tabpanel(page);
  await expect(page.getByRole('tab', { name: 'Custom emojis' })).toHaveAttribute('aria-selected', 'true');
  await panel.getByRole('searchbox', { name: 'Search emojis' }).fill('parrot');
  await expect(panel.getByRole('button', { name: ':party_parrot:' })).toBeVisible();
  await expect(panel.getByRole('button', { name: ':misskey:' })).toHaveCount(0);
  await panel.getByRole('searchbox', { name: 'Search emojis' }).fill('kite');
  await panel.getByRole('button', { name: ':kite:' }).click();
  const dialog = page.getByRole('dialog', { name: 'Emoji :kite:' });
  await expect(dialog).toContainText('Objects');
  await expect(dialog).toContainText('tako');
  await expect(dialog).toContainText('CC0');
  await expect(dialog.getByRole('button', { name: /Copy :kite:/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about#emojis with details');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await panel.getByRole('searchbox', { name: 'Search emojis' }).fill('no-such-emoji');
  await expect(panel.getByText('No emoji matches.')).toBeVisible();
});

test('the federation tab lists instances, searches by host, and opens one', async ({ page }) => {
  await page.goto('/about#federation');
  const list = tabpanel(page).getByRole('list', { name: 'Federation' });
  await expect(list.getByRole('link', { name: /Remote Example/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Mastodon Example/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about#federation');
  await list.getByRole('link', { name: /Mastodon Example/ }).click();
  await expect(page).toHaveURL(/\/instance-info\/mastodon\.example$/);
  await expect(page.getByText('mastodon.example').first()).toBeVisible();
});

test('a chart draws, switches to per hour, and its table shows numbers', async ({ page }) => {
  await page.goto('/about#charts');
  const chart = page.getByRole('figure', { name: 'Active users' });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart.getByRole('listitem').first()).toContainText('Read');
  const hourly = page.waitForResponse(
    (r) => r.url().endsWith('/api/charts/active-users') && r.request().postData()?.includes('"hour"') === true,
  );
  await chart.getByRole('radio', { name: 'Per hour' }).click();
  await hourly;
  await expect(chart.getByRole('radio', { name: 'Per hour' })).toHaveAttribute('aria-checked', 'true');
  await chart.getByRole('button', { name: 'Show as table' }).click();
  const table = chart.getByRole('table', { name: 'Active users' });
  await expect(table.getByRole('columnheader', { name: 'Read' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('cell').first()).toHaveText(/^\d+$/);
  await expectNoSeriousA11yViolations(page, '/about#charts with a table');
});

test('/contact shows the maintainer and their email', async ({ page }) => {
  await page.goto('/contact');
  // The maintainer's name (the devserver's is its server name too, which the visitor header shows).
  await expect(page.getByRole('main').getByText('Kite devserver')).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin@kite.invalid' })).toHaveAttribute('href', 'mailto:admin@kite.invalid');
  await expectNoSeriousA11yViolations(page, '/contact');
});

test('/invite: alice creates a code and sees it listed, then deletes it; bob’s role may not; visitors are asked to sign in', async ({
  page,
}) => {
  await page.goto('/invite');
  await expect(page.getByText('Sign in to create invitation codes.')).toBeVisible();
  await signIn(page, 'alice', '/invite');
  await expect(page.getByText('You can create as many as you need.')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/invite/create'));
  await page.getByRole('button', { name: 'Create invitation code' }).click();
  const code = ((await (await created).json()) as { code: string }).code;
  const list = page.getByRole('list', { name: 'Your invitation codes' });
  await expect(list.getByText(code)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: code })).toContainText('Unused');
  await expectNoSeriousA11yViolations(page, '/invite');
  // Listed by the server too: a reload shows it.
  await page.reload();
  await expect(list.getByText(code)).toBeVisible();
  await list.getByRole('button', { name: `Delete ${code}` }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(list.getByText(code)).toHaveCount(0);
});

test('bob’s role cannot invite', async ({ page }) => {
  await signIn(page, 'bob', '/invite');
  await expect(page.getByText('Your role does not allow creating invitation codes.')).toBeVisible();
});

test('at 375 px the about tabs and the invite page fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/about', '/about#emojis', '/about#federation', '/about#charts', '/contact']) {
    // From another document each time: a hash change alone would keep the tab.
    await page.goto('about:blank');
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.locator('.kite-about-panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page, '/contact at 375 px');
});
