import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';

/** The sdk page pieces on /debug/pieces, tooltips and the user preview card. */

test('page header tabs (click and arrow keys), deferred content retry, result screens', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  const header = page.locator('header.kite-page-header');
  await expect(header.getByRole('heading', { name: 'Page pieces' })).toBeVisible();
  await header.getByRole('tab', { name: 'Tab two' }).click();
  await expect(page.getByTestId('current-tab')).toHaveText('Tab two');
  await page.keyboard.press('ArrowRight');
  await expect(header.getByRole('tab', { name: 'Tab three' })).toBeFocused();
  await expect(header.getByRole('tab', { name: 'Tab three' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('current-tab')).toHaveText('Tab three');
  await header.getByRole('button', { name: 'Header action' }).click();
  await expect(page.locator('.kite-toast')).toHaveText('Header action');

  // The first load fails: error screen with retry, which loads again.
  await expect(page.getByRole('alert').filter({ hasText: 'first attempt fails' })).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'first attempt fails' }).getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('deferred-value')).toHaveText('loaded');
  await expect(page.locator('[data-result="empty"]')).toContainText('Nothing here');
  await expect(page.locator('[data-result="notFound"]')).toContainText('Not found');
});

test('the page header turns narrow below 500 px', async ({ page }) => {
  await page.setViewportSize({ width: 420, height: 800 });
  await signIn(page, 'carol', '/debug/pieces');
  await expect(page.locator('header.kite-page-header')).toHaveAttribute('data-narrow', 'true');
  await page.setViewportSize({ width: 1400, height: 800 });
  await expect(page.locator('header.kite-page-header')).toHaveAttribute('data-narrow', 'false');
});

test('tip box: got it dismisses one tip (kept after reload), hide all tips dismisses the rest', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  const tips = page.getByRole('complementary', { name: 'Tip' });
  await expect(tips).toHaveCount(2);
  await tips.filter({ hasText: 'first tip' }).getByRole('button', { name: 'Got it' }).click();
  await expect(tips).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Page pieces' })).toBeVisible();
  await expect(tips).toHaveCount(1);
  await expect(tips).toContainText('second tip');
  await tips.getByRole('button', { name: 'Hide all tips' }).click();
  await expect(tips).toHaveCount(0);
});

test('tooltips: shown on hover and focus, closed on leave and click; described by', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  const tooltip = page.getByRole('tooltip');
  const button = page.getByRole('button', { name: 'With tooltip', exact: true });
  // Hover once the page has settled: the deferred piece's first (failing) load has answered.
  await expect(page.getByRole('alert').filter({ hasText: 'first attempt fails' })).toBeVisible();
  // A late layout shift can still move the button from under a still mouse; hover again then.
  await expect(async () => {
    await page.mouse.move(5, 500);
    await button.hover();
    await expect(button).toHaveAttribute('aria-describedby', /^kite-tooltip-/, { timeout: 1000 });
  }).toPass();
  const id = await button.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${id}"]`)).toHaveText('A helpful tooltip');
  await expect(tooltip).toHaveCount(1);
  await page.mouse.move(5, 500);
  await expect(tooltip).toHaveCount(0);
  const instant = page.getByRole('button', { name: 'With instant tooltip' });
  await instant.hover();
  await expect(tooltip).toBeVisible();
  await instant.click();
  await expect(tooltip).toHaveCount(0);
  await page.mouse.move(5, 500);
  await button.focus();
  await expect(tooltip).toBeVisible();
});

test('user preview card: 500 ms after hover, stays over the card, hides after leave, on click and when the anchor goes', async ({
  page,
}) => {
  await signIn(page, 'carol', '/debug/pieces');
  const anchor = page.getByTestId('preview-anchor');
  const card = page.getByTestId('user-preview');
  // The page's clock is held so a loaded machine cannot stretch the 300 ms past the 500 ms delay.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await anchor.hover();
  await page.clock.runFor(300);
  await expect(card).toHaveCount(0);
  await page.clock.runFor(300);
  await page.clock.resume(); // the card's data and layout need no more of the held clock
  await expect(card).toContainText('@bob');
  await expect(card.getByRole('link', { name: /Bob/ })).toBeVisible();
  await card.hover();
  await page.waitForTimeout(700);
  await expect(card).toBeVisible();
  await page.mouse.move(5, 500);
  await page.waitForTimeout(250);
  await expect(card).toBeVisible();
  await expect(card).toHaveCount(0);

  await anchor.hover();
  await expect(card).toBeVisible();
  await anchor.click({ modifiers: ['Control'] }); // a click hides it (Control: stay on this page)
  await expect(card).toHaveCount(0);

  await page.mouse.move(5, 500);
  await anchor.hover();
  await expect(card).toBeVisible();
  await anchor.evaluate((el) => el.remove());
  await expect(card).toHaveCount(0, { timeout: 2000 });
});

test('swipe tabs: a 100 px horizontal touch swipe moves to the next tab; a vertical one does nothing', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  const swipe = async (dx: number, dy: number) =>
    page.locator('.kite-swipe').evaluate(
      (el, [mx, my]) => {
        const at = (type: string, x: number, y: number) =>
          el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', pointerId: 7, clientX: x, clientY: y }));
        at('pointerdown', 300, 300);
        at('pointermove', 300 + mx / 2, 300 + my / 2);
        at('pointermove', 300 + mx, 300 + my);
        at('pointerup', 300 + mx, 300 + my);
      },
      [dx, dy],
    );
  await swipe(-100, 5);
  await expect(page.getByTestId('current-tab')).toHaveText('Tab two');
  await swipe(-80, 200); // far enough to commit, but within 50° of the vertical: cancelled
  await expect(page.getByTestId('current-tab')).toHaveText('Tab two');
  await swipe(50, 0); // under the 70 px commit distance
  await expect(page.getByTestId('current-tab')).toHaveText('Tab two');
  await swipe(90, 10);
  await expect(page.getByTestId('current-tab')).toHaveText('Tab one');
});

/** Adds a second ad and the result-screen images to the server meta the client receives. */
async function richMeta(page: import('@playwright/test').Page) {
  await page.route('**/api/meta', async (route) => {
    const res = await route.fetch();
    const meta = (await res.json()) as { ads: { id: string; imageUrl: string }[]; notFoundImageUrl: string | null };
    const [first] = meta.ads;
    if (first) meta.ads.push({ ...first, id: 'second-ad' });
    meta.notFoundImageUrl = new URL('/static/badge-supporter.png', route.request().url()).href;
    await route.fulfill({ response: res, json: meta });
  });
}

test('ad box: an ad from meta; "show less often" mutes it and picks another; muted ads are the last resort', async ({ page }) => {
  // Muted ads are kept for the account (registry): start from none, whatever ran before.
  const signin = await page.request.post('/api/signin-flow', { data: { username: 'bob', password: 'password' } });
  const { i } = (await signin.json()) as { i: string };
  await page.request.post('/api/i/registry/remove', { data: { i, scope: ['client', 'base'], key: 'mutedAds' } });
  await richMeta(page);
  await signIn(page, 'bob', '/debug/pieces');
  const ad = page.getByRole('complementary', { name: 'Ad' });
  await expect(ad.getByRole('img', { name: 'Ad' })).toBeVisible();
  // Labelled in words, not only in the image's alt (issue 12).
  await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
  const first = await ad.getAttribute('data-ad-id');
  await ad.getByRole('button', { name: 'Show this ad less often' }).click();
  await expect(ad).not.toHaveAttribute('data-ad-id', first ?? '');
  await ad.getByRole('button', { name: 'Show this ad less often' }).click();
  // Both muted: one is still shown, since nothing else is left.
  await expect(ad).toHaveCount(1);
});

test('ad box: a user with the canHideAds policy sees none', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  await expect(page.getByRole('heading', { name: 'Page pieces' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Ad' })).toHaveCount(0);
});

test('result screens show the server meta image (not found)', async ({ page }) => {
  await richMeta(page);
  await signIn(page, 'carol', '/no/such/page');
  await expect(page.locator('[data-result="notFound"] img')).toHaveAttribute('src', /badge-supporter\.png$/);
});

test('a page window tracks the hash as a search marker and shows the page title', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  await page.getByRole('link', { name: 'Jump to the result screens' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open in window' }).click();
  const win = page.getByTestId('page-window');
  await expect(win.getByTestId('window-title')).toHaveText('Page pieces');
  await expect(win.locator('[data-search-marker="results"]')).toHaveClass(/kite-search-marked/);
  await expect(win.locator('[data-search-marker="results"]')).toBeInViewport();
});
