import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** Issue 14 themes: built-ins, `d`, installing / applying / deleting a Misskey theme JSON5, the error texts. */
const misskeyTheme = `{
  id: '7e6a0b38-e2e0-4c1e-9a55-0000000000aa', // written for Misskey
  name: 'Sunset for e2e',
  author: '@someone',
  base: 'dark',
  props: {
    accent: '#ff7f50',
    bg: '#1a1014',
    $glow: '#ffaa88',
    link: '$glow',
    accentDarken: ':darken<10<@accent',
  },
}`;

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const scheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme);

test('`d` toggles dark mode and the theme page offers 9 light and 10 dark built-ins', async ({ page }) => {
  await signIn(page, 'erin', '/settings/theme');
  await expect(page.getByRole('group', { name: 'Light theme' }).getByRole('radio')).toHaveCount(9);
  await expect(page.getByRole('group', { name: 'Dark theme' }).getByRole('radio')).toHaveCount(10);
  await page.getByLabel('Follow the device’s dark mode').uncheck();
  const before = await scheme(page);
  // Hotkeys are ignored while a control has focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('d');
  await expect.poll(() => scheme(page)).not.toBe(before);
  await page.waitForTimeout(600); // repeats within 500 ms are ignored
  await page.keyboard.press('d');
  await expect.poll(() => scheme(page)).toBe(before);
  // Choosing another light theme repaints at once.
  await page.getByLabel('Dark mode', { exact: true }).uncheck();
  await page.getByRole('group', { name: 'Light theme' }).getByRole('radio', { name: 'Lavender' }).check({ force: true });
  await expect.poll(() => cssVar(page, '--kite-accent')).toBe('#7a5cc4');
});

test('a Misskey theme JSON5 installs, applies with its derived colours, and is deleted', async ({ page }) => {
  await signIn(page, 'erin', '/settings/theme/install');
  const code = page.getByLabel('Theme code');
  await code.fill('{ id: ');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to parse theme json');
  await expect(code).toHaveValue('{ id: '); // nothing lost
  await code.fill('{ id: "x", name: "No base", props: {} }');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('alert')).toHaveText('This theme is invaild');
  await code.fill('{ id: "kite-light", name: "Copy", base: "light", props: {} }');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('alert')).toHaveText('This theme is already installed');

  await code.fill(misskeyTheme);
  await expect(page.getByRole('group', { name: 'Preview' })).toContainText('Sunset for e2e');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(code).toHaveValue('');

  await page.goto('/settings/theme');
  await page.getByLabel('Follow the device’s dark mode').uncheck();
  await page.getByLabel('Dark mode', { exact: true }).check();
  await page.getByRole('group', { name: 'Dark theme' }).getByRole('radio', { name: 'Sunset for e2e' }).check({ force: true });
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('7e6a0b38-e2e0-4c1e-9a55-0000000000aa');
  await expect.poll(() => cssVar(page, '--kite-accent')).toBe('#ff7f50');
  expect(await cssVar(page, '--kite-link')).toBe('#ffaa88'); // $constant
  expect(await cssVar(page, '--kite-accentDarken')).toBe('rgb(255, 90, 29)'); // :darken<10<@accent
  expect(await cssVar(page, '--kite-accentedBg')).toBe('rgba(255, 127, 80, 0.15)'); // derived in the base, follows the accent
  expect(await cssVar(page, '--kite-panel')).toBe('#1c2227'); // from the dark base
  await page.reload();
  await expect.poll(() => cssVar(page, '--kite-accent')).toBe('#ff7f50');

  await page.goto('/settings/theme/manage');
  await expect(page.getByLabel('Theme code')).toHaveValue(/Sunset for e2e/);
  await page.getByRole('button', { name: 'Delete “Sunset for e2e”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No themes installed.')).toBeVisible();
  // The page falls back to a built-in dark theme.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('kite-dark');
});

test('the theme editor previews live and saves a new theme, applied', async ({ page }) => {
  await signIn(page, 'erin', '/theme-editor');
  await page.getByLabel('Base').selectOption('light');
  await page.getByLabel('Colour: Accent').fill('#aa0000');
  await expect(page.locator('.kite-theme-preview-large .kite-theme-preview-dot')).toHaveCSS('background-color', 'rgb(170, 0, 0)');
  await page.getByLabel('Name', { exact: true }).fill('Editor red');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => cssVar(page, '--kite-accent')).toBe('#aa0000');
  await page.goto('/settings/theme/manage');
  await page.getByRole('button', { name: 'Delete “Editor red”' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No themes installed.')).toBeVisible();
});
