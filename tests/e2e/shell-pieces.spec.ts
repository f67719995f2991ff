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
  await button.hover();
  await expect(tooltip).toHaveText('A helpful tooltip');
  const id = await tooltip.getAttribute('id');
  await expect(button).toHaveAttribute('aria-describedby', id ?? '');
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

test('user preview card: 500 ms after hover, stays over the card, hides after leave, on click and when the anchor goes', async ({ page }) => {
  await signIn(page, 'carol', '/debug/pieces');
  const anchor = page.getByTestId('preview-anchor');
  const card = page.getByTestId('user-preview');
  await anchor.hover();
  await page.waitForTimeout(300);
  await expect(card).toHaveCount(0);
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
