import path from 'node:path';
import { expect, test } from '@playwright/test';
import { writeKiteConfig } from './support/kiteConfig';
import { serveFolder } from './support/staticServer';
import { signIn } from './shellSupport';

type Page = import('@playwright/test').Page;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** Entries not placed in the bar live in the navbar's More popup. */
async function openFromMore(page: Page, name: string) {
  await nav(page).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
}
const moreHas = async (page: Page, name: string) => {
  await nav(page).getByRole('button', { name: 'More' }).click();
  // The menu's view may still be loading on a first open: wait for it before counting.
  await page.getByRole('menu').getByRole('menuitem').first().waitFor();
  const n = await page.getByRole('menu').getByRole('menuitem', { name }).count();
  await page.keyboard.press('Escape');
  return n > 0;
};

test.describe('foundation', () => {
  test('starts with the built-in bundles and navigates between their routes', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await signIn(page, 'alice', '/about-kite');
    await expect(page.getByRole('heading', { name: 'About Kite' })).toBeVisible();
    await expect(page.getByTestId('kite-version')).toHaveText(/^2025\.9\.0-kite\./);
    await openFromMore(page, 'Debug');
    await expect(page).toHaveURL(/\/debug$/);
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
    await expect(page.locator('tr[data-extension="about"]')).toContainText('active');
    await openFromMore(page, 'About Kite');
    await expect(page.getByRole('heading', { name: 'About Kite' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
    expect(logs.some((l) => l.includes('This is a developer tool'))).toBe(true);
  });

  test('an unknown path is not found', async ({ page }) => {
    await page.goto('/this/is/nowhere');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('a bundle switched off in kite.config.json disappears on reload, without a rebuild', async ({ page }) => {
    await signIn(page, 'alice', '/debug');
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
    expect(await moreHas(page, 'Debug')).toBe(true);
    const restore = writeKiteConfig({ bundles: { debug: false } });
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(await moreHas(page, 'Debug')).toBe(false);
      expect(await moreHas(page, 'About Kite')).toBe(true);
    } finally {
      restore();
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Debug' })).toBeVisible();
  });

  test('loads a third-party extension from another origin: its route and navbar item work with the host React', async ({ page }) => {
    const ext = await serveFolder(path.resolve(import.meta.dirname, '../fixtures/third-party-extension/dist'), 3190);
    const restore = writeKiteConfig({ extensions: [`${ext.origin}/hello-extension.js`] });
    try {
      await signIn(page, 'alice');
      const response = await page.goto('/about-kite');
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(new RegExp(`script-src 'self' ${ext.origin.replace(/[.]/g, '\\.')}(;| )`));
      expect(csp).not.toContain('unsafe-eval');
      await openFromMore(page, 'Hello');
      await expect(page.getByRole('heading', { name: 'Hello from a third-party extension' })).toBeVisible();
      await expect(page.getByText('You are signed in.')).toBeVisible();
      await page.getByRole('button', { name: 'Clicked 0 times' }).click();
      await expect(page.getByRole('button', { name: 'Clicked 1 times' })).toBeVisible();
      await page.goto('/debug');
      await expect(page.locator('tr[data-extension="hello-third-party"]')).toContainText('third-party');
    } finally {
      restore();
      await ext.close();
    }
  });

  test('safe mode skips third-party extensions', async ({ page }) => {
    const ext = await serveFolder(path.resolve(import.meta.dirname, '../fixtures/third-party-extension/dist'), 3191);
    const restore = writeKiteConfig({ extensions: [`${ext.origin}/hello-extension.js`] });
    try {
      await signIn(page, 'alice', '/about-kite?safemode=true');
      await expect(page.getByRole('heading', { name: 'About Kite' })).toBeVisible();
      expect(await moreHas(page, 'Hello')).toBe(false);
      await page.goto('/hello?safemode=true');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    } finally {
      restore();
      await ext.close();
    }
  });

  test('the served page has a strict Content-Security-Policy and no inline script', async ({ page, request }) => {
    const res = await request.get('/');
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await res.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const blocked: string[] = [];
    page.on('console', (m) => m.type() === 'error' && m.text().includes('Content Security Policy') && blocked.push(m.text()));
    await page.goto('/about-kite');
    await expect(page.getByRole('heading', { name: 'About Kite' })).toBeVisible();
    expect(blocked).toEqual([]);
  });
});
