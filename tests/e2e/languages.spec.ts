import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { openComposer } from './support/compose';
import { readPacks } from '../../tools/localePacks';
import { sourceMessages } from '../../tools/localeCheck';

/**
 * Issue 39: each language written here, chosen in the settings as a person does, reads without
 * an English interface text on the timeline, in the composer and in the settings menu, and does
 * not overflow a 375 px screen.
 */
const packs = readPacks('locales');
const english = sourceMessages();

/** The interface texts of `pack` that would show as English if a view missed its translation. */
function englishTexts(pack: Record<string, string>): Set<string> {
  // A word both languages share ("Local" in Portuguese) is the language's own wherever the pack uses it.
  const own = new Set(Object.values(pack));
  const out = new Set<string>();
  for (const [id, text] of english)
    if (!text.includes('{') && /[a-z]{3}/i.test(text) && pack[id] !== undefined && !own.has(text)) out.add(text);
  return out;
}

/** Visible lines of the page that are an English interface text. */
async function englishOnScreen(page: Page, texts: Set<string>): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n').map((l) => l.trim());
  return [...new Set(lines.filter((l) => texts.has(l)))];
}

for (const [code, pack] of packs) {
  test(`${code}: the timeline, the composer and the settings read in the language, and fit 375 px`, async ({ page }) => {
    test.setTimeout(60_000);
    const texts = englishTexts(pack);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'carol', '/settings/preferences');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption(code);
    await reloaded;
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await page.goto('/');
    await expect(page.getByRole('feed').locator('article').first()).toBeVisible();
    expect(await englishOnScreen(page, texts)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const composer = await openComposer(page).catch(() => null);
    if (composer) {
      expect(await englishOnScreen(page, texts)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.goto('/settings');
    await expect(page.locator('main h1')).toBeVisible();
    expect(await englishOnScreen(page, texts)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test.describe('a first visit from a browser set to Austrian German', () => {
  test.use({ locale: 'de-AT' });

  test('reads in German from the start, and keeps a language the person chose afterwards', async ({ page }) => {
    const de = packs.get('de-DE') ?? {};
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const form = page.locator('main');
    await form.getByLabel(de['auth.username'] ?? '?', { exact: true }).fill('carol');
    await form.getByLabel(de['auth.password'] ?? '?', { exact: true }).fill('password');
    const signedIn = page.waitForEvent('load');
    await form.getByRole('button', { name: de['auth.signin'] ?? '?', exact: true }).click();
    await signedIn;
    await page.goto('/settings/preferences');
    const chosen = page.waitForEvent('load');
    await page.getByRole('combobox', { name: de['settingsPages.language'] ?? '?', exact: true }).selectOption('en-US');
    await chosen;
    // No longer a first visit: the browser's German does not come back.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en-US');
  });
});
