import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

test('a visitor gets the visitor layout with the server name, even with ?zen', async ({ page }) => {
  await page.goto('/?zen');
  await expect(page.locator('[data-layout-choice="visitor"]')).toBeVisible();
  await expect(page.getByTestId('server-name')).toHaveText('Kite devserver');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
});

test('signed in: default layout, ?zen gives zen, ?ui=default stays default', async ({ page }) => {
  await signIn(page, 'carol');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/?zen');
  await expect(page.locator('[data-layout-choice="zen"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.goto('/?ui=default');
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
});

test('navbar collapses to icons at 1279 px; the chevron toggles on wide screens', async ({ page }) => {
  await signIn(page, 'carol');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toHaveAttribute('data-icon-only', 'false');
  await page.getByRole('button', { name: 'Show icons only' }).click();
  await expect(nav).toHaveAttribute('data-icon-only', 'true');
  await page.getByRole('button', { name: 'Show full navbar' }).click();
  await expect(nav).toHaveAttribute('data-icon-only', 'false');
  await page.setViewportSize({ width: 1279, height: 800 });
  await expect(nav).toHaveAttribute('data-icon-only', 'true');
  await expect(page.getByRole('button', { name: 'Show full navbar' })).toHaveCount(0);
  // Icon-only entries keep their accessible names.
  await expect(nav.getByRole('link', { name: 'Timeline' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(nav).toHaveAttribute('data-icon-only', 'false');
});

test('narrow screens put the navbar in a drawer', async ({ page }) => {
  await signIn(page, 'carol');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Timeline' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});

test('the More popup lists entries not placed in the bar', async ({ page }) => {
  await signIn(page, 'carol');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Games' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Lookup' })).toBeVisible();
  // Placed entries are not repeated there.
  await expect(menu.getByRole('menuitem', { name: 'Drive' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

async function openTools(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'About this server' }).first().click();
  const menu = page.getByRole('menu').first();
  await expect(menu.getByText('Kite devserver')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Server info' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Tools' }).click();
  const tools = page.locator('[data-menu-level="1"]');
  await expect(tools.getByRole('menuitem', { name: 'Scratchpad' })).toBeVisible();
  return tools;
}

test('about and tools menus for a plain user: no managers, no control panel', async ({ page }) => {
  await signIn(page, 'carol');
  const tools = await openTools(page);
  await expect(tools.getByRole('menuitem', { name: 'Custom emoji manager' })).toHaveCount(0);
  await expect(tools.getByRole('menuitem', { name: 'Avatar decorations' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Control panel' })).toHaveCount(0);
});

test('about and tools menus for an admin: managers and the control panel', async ({ page }) => {
  await signIn(page, 'alice');
  await expect(page.getByRole('link', { name: 'Control panel' })).toBeVisible();
  const tools = await openTools(page);
  await expect(tools.getByRole('menuitem', { name: 'Custom emoji manager' })).toBeVisible();
  await expect(tools.getByRole('menuitem', { name: 'Avatar decorations' })).toBeVisible();
});

test('navbar indicators: the unread count shows 99+ above 99, dots for the rest', async ({ page, request }) => {
  test.setTimeout(60_000);
  await Promise.all(
    Array.from({ length: 100 }, (_, i) => request.post('/__dev/post', { data: { username: 'bob', text: `@dave ping ${i}` } })),
  );
  await signIn(page, 'dave');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const count = nav.locator('[data-nav-id="notifications"] [data-indicator="count"]');
  await expect(count).toContainText('99+');
  await expect(nav.locator('[data-nav-id="notifications"]')).toHaveAccessibleName(/99\+ unread/);
  // dave is a bot account: the banner says so.
  await expect(page.getByRole('note').filter({ hasText: 'logged in as a bot account' })).toBeVisible();
});

test("the account button shows the display name's custom emoji as an image, not its shortcode", async ({ page }) => {
  await signIn(page, 'alice');
  const account = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: /@alice$/ });
  await expect(account.locator('.kite-nav-text img')).toHaveCount(1);
  await expect(account).not.toContainText(':kite:');
});

test('the browser tab names the page and the server; a name in it reads without its emoji codes', async ({ page }) => {
  await signIn(page, 'alice', '/@alice');
  // The profile's heading draws alice's :kite: as the emoji; the tab title has the plain name (issue 42).
  await expect(page.locator('main h1').first().locator('img[alt=":kite:"]')).toBeVisible();
  await expect(page).toHaveTitle('Alice | Kite devserver');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Timeline' }).click();
  await expect(page).toHaveTitle('Timeline | Kite devserver');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Notifications/ })
    .click();
  await expect(page).toHaveTitle(/^Notifications \| Kite devserver$/);
});

test('a signed-in page load asks the server nothing it refuses (no absent registry keys)', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()} ${r.request().postData() ?? ''}`);
  });
  await signIn(page, 'carol');
  await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
  // The ad box reads the account's muted ads after the first notes.
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});
