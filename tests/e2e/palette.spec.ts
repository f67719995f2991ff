import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { seriousA11yViolations } from './support/axe';

/** The open palette (a dialog named so). */
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/**
 * Opens the palette with Ctrl+K (or `key`), as a person would: keys work once their code has
 * loaded, just after the first content, so the press is tried again until the palette is there.
 */
async function openPalette(page: Page, key = 'Control+k') {
  await expect(async () => {
    if ((await palette(page).count()) === 0) await page.keyboard.press(key);
    await expect(palette(page)).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  return palette(page).getByRole('combobox', { name: /Type a command/ });
}

test('Ctrl+K finds and runs Compose; Esc closes; : opens it too', async ({ page }) => {
  await signIn(page, 'alice');
  const field = await openPalette(page);
  await expect(field).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await openPalette(page, ':');
  await field.fill('compose');
  const option = palette(page).getByRole('option', { name: /Compose a note/ });
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New note' })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);
});

test('a settings page is found by a word from its content; arrows choose; the chosen one comes first next time', async ({ page }) => {
  await signIn(page, 'alice');
  const field = await openPalette(page);
  await field.fill('online status');
  await expect(palette(page).getByRole('option', { name: /Privacy/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/privacy$/);
  // Arrows move the choice; an empty query lists the recent item first.
  await openPalette(page);
  const first = palette(page).getByRole('option').first();
  await expect(first).toContainText('Privacy');
  await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'false');
  await expect(palette(page).getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
});

test('switches to another stored account', async ({ page }) => {
  await signIn(page, 'carol');
  const carol = await page.evaluate(() => localStorage.getItem('kite:accounts'));
  await signIn(page, 'alice', '/favicon.svg');
  // Both accounts stored, alice current.
  await page.evaluate((stored) => {
    const both = [...JSON.parse(localStorage.getItem('kite:accounts') ?? '[]'), ...JSON.parse(stored ?? '[]')];
    localStorage.setItem('kite:accounts', JSON.stringify(both));
  }, carol);
  await page.goto('/');
  const field = await openPalette(page);
  await field.fill('carol');
  await expect(palette(page).getByRole('option', { name: /@carol@/ })).toContainText('Switch account');
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kite:current'))).toContain(JSON.parse(carol ?? '[]')[0].id);
});

test('opens a list by its name; a failed fetch leaves the rest and says so', async ({ page }) => {
  await signIn(page, 'alice');
  const name = `Palette friends ${Date.now()}`;
  const i = await page.evaluate(() => JSON.parse(localStorage.getItem('kite:accounts') ?? '[]')[0].token as string);
  const list = (await (await page.request.post('/api/users/lists/create', { data: { i, name } })).json()) as { id: string };
  const field = await openPalette(page);
  await field.fill('palette friends');
  await palette(page)
    .getByRole('option', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/timeline/list/${list.id}$`));

  // Another session whose antennas cannot be fetched: commands still come, with a quiet note.
  await page.route('**/api/antennas/list', (r) => r.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  const again = await openPalette(page);
  await expect(palette(page).getByText('could not be loaded')).toBeVisible();
  await again.fill('dark');
  await expect(palette(page).getByRole('option', { name: /Toggle dark mode/ })).toBeVisible();
});

for (const width of [1400, 375]) {
  test(`the open palette has no serious accessibility violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // A light page under the palette: axe reads the whole document.
    await signIn(page, 'alice', '/settings');
    await openPalette(page);
    await expect(palette(page).getByRole('option').first()).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('remap d: the new key works after a reload, d no longer does, ? shows it; a conflict is refused', async ({ page }) => {
  await signIn(page, 'alice', '/settings/hotkeys');
  const main = page.locator('main');
  const change = main.getByRole('button', { name: 'Change the key of Toggle dark mode' });
  // A key another shortcut has is refused, in words.
  await change.click();
  await page.keyboard.press('p');
  await expect(main.getByRole('status').first()).toContainText('p is already the key of “Compose a note (p)”');
  await expect(change).toHaveText('d');
  await change.click();
  await expect(change).toContainText('Press a key');
  await page.keyboard.press('x');
  await expect(change).toHaveText('x');
  await expect(main.getByRole('button', { name: 'Reset Toggle dark mode' })).toBeVisible();

  await page.goto('/');
  const dark = () => page.evaluate(() => document.documentElement.style.colorScheme);
  const before = await dark();
  await expect(async () => {
    await page.keyboard.press('x');
    await expect.poll(dark, { timeout: 1000 }).not.toBe(before);
  }).toPass({ timeout: 10_000 });
  const after = await dark();
  await page.keyboard.press('d');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(async () => {
    if ((await help.count()) === 0) await page.keyboard.press('?');
    await expect(help).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await expect(help.locator('.kite-hotkey-row', { hasText: 'Toggle dark mode' }).locator('kbd')).toHaveText(['x']);
  expect(await dark()).toBe(after);
  await page.keyboard.press('Escape');

  // Reset all gives d back.
  await page.goto('/settings/hotkeys');
  await main.getByRole('button', { name: 'Reset all to defaults' }).click();
  await expect(change).toHaveText('d');
});
