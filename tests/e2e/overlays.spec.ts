import { expect, test } from '@playwright/test';
import { lookup, signIn } from './shellSupport';

test.beforeEach(async ({ page }) => {
  await page.goto('/debug/overlays');
  await expect(page.getByRole('heading', { name: 'Overlays' })).toBeVisible();
});

const result = (page: import('@playwright/test').Page) => page.getByTestId('overlay-result');

test('input dialog: OK disabled and Enter ignored while invalid; Esc and background cancel', async ({ page }) => {
  await page.getByRole('button', { name: 'Input dialog' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await expect(dialog.getByRole('status')).toContainText('at least 3');
  await input.fill('ab');
  await input.press('Enter');
  await expect(dialog).toBeVisible();
  await input.fill('abcdefghijk');
  await expect(dialog.getByRole('status')).toContainText('at most 10');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await input.fill('kite');
  await input.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(result(page)).toHaveText('ok:kite');

  await page.getByRole('button', { name: 'Input dialog' }).click();
  await page.keyboard.press('Escape');
  await expect(result(page)).toHaveText('canceled');

  await page.getByRole('button', { name: 'Input dialog' }).click();
  await page.getByTestId('modal-background').click({ position: { x: 5, y: 5 } });
  await expect(result(page)).toHaveText('canceled');
});

test('dialog labels and options: Got it, lock prefix, grouped select, no background cancel', async ({ page }) => {
  await page.getByRole('button', { name: 'Information' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();
  await expect(result(page)).toHaveText('alert closed');

  await page.getByRole('button', { name: 'Password' }).click();
  await expect(page.getByRole('dialog').locator('input[type="password"]')).toBeVisible();
  await expect(page.getByRole('dialog').locator('.kite-input-wrap svg')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Pick one' }).click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('y1');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(result(page)).toHaveText('ok:y1');

  await page.getByRole('button', { name: 'Not cancelable by background' }).click();
  await page.getByTestId('modal-background').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(result(page)).toHaveText('canceled');

  // The background click that leaves the dialog open keeps focus in it, so Escape still closes it.
  await page.getByRole('button', { name: 'Not cancelable by background' }).click();
  await page.getByTestId('modal-background').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(result(page)).toHaveText('canceled');
});

test('popup menu: j/k/arrows/tab move, lazy submenu, switch, Escape closes', async ({ page }) => {
  await page.getByRole('button', { name: 'Popup menu' }).click();
  const menu = page.getByRole('menu').first();
  await expect(menu.getByRole('menuitem', { name: 'First' })).toBeFocused();
  await page.keyboard.press('j');
  await expect(menu.getByRole('menuitem', { name: 'Second (active)' })).toBeFocused();
  await page.keyboard.press('k');
  await expect(menu.getByRole('menuitem', { name: 'First' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Dangerous' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('menuitem', { name: 'First' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu.getByRole('menuitem', { name: 'Dangerous' })).toBeFocused();
  await menu.getByRole('menuitemcheckbox', { name: 'A switch' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'A switch' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitem', { name: 'Lazy children' }).click();
  await page.locator('[data-menu-level="1"]').getByRole('menuitem', { name: 'Child' }).click();
  await expect(result(page)).toHaveText('child');
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.getByRole('button', { name: 'Popup menu' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Popup menu' })).toBeFocused();
});

test('context menu closes on an outside mousedown and stays on screen', async ({ page }) => {
  await page.getByRole('button', { name: 'Context menu (right-click)' }).click({ button: 'right' });
  const menu = page.getByRole('menu').first();
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  const vp = page.viewportSize();
  expect(box && vp && box.y + box.height <= vp.height - 16 + 0.5).toBeTruthy();
  await page.mouse.move(5, 400);
  await page.mouse.down();
  await page.mouse.up();
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('toasts stack and are trimmed to 3 after half a second', async ({ page }) => {
  await page.getByRole('button', { name: 'Five toasts' }).click();
  const toasts = page.getByTestId('toasts').locator('.kite-toast');
  await expect(toasts).toHaveCount(3);
  await expect(toasts.first()).toHaveText('Toast 5');
});

test('waiting shows the success mark, then hides', async ({ page }) => {
  await page.getByRole('button', { name: 'Waiting' }).click();
  const waiting = page.locator('.kite-waiting');
  await expect(waiting).toHaveAttribute('data-state', 'success');
  await expect(waiting).toHaveCount(0, { timeout: 3000 });
});

test('page window: open, navigate inside, back, show in page, pop out, three windows', async ({ page }) => {
  await page.getByRole('button', { name: 'Open in window' }).click();
  const win = page.getByTestId('page-window');
  await expect(win).toHaveCount(1);
  await expect(win.getByRole('heading', { name: 'Overlays' })).toBeVisible();
  await expect(win.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await win.getByRole('link', { name: 'Debug' }).click();
  // The window shows the page's title (published by its PageHeader), not the path.
  await expect(win.getByTestId('window-title')).toHaveText('Debug');
  await expect(page).toHaveURL(/\/debug\/overlays$/);
  await win.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(win.getByTestId('window-title')).toHaveText('Overlays');

  const achievements = await page.evaluateHandle(() => {
    const fired: string[] = [];
    const kite = (globalThis as unknown as { __kite__: { achievements?: { on(l: (n: string) => void): void } } }).__kite__;
    kite.achievements?.on((n) => fired.push(n));
    return fired;
  });
  await page.getByRole('button', { name: 'Open in window' }).first().click();
  await page.getByRole('button', { name: 'Open in window' }).first().click();
  await expect(win).toHaveCount(3);
  expect(await achievements.evaluate((f) => f)).toContain('open3windows');

  const popup = page.waitForEvent('popup');
  await win.last().getByRole('button', { name: 'Window menu' }).click();
  await page.getByRole('menuitem', { name: 'Pop out' }).click();
  expect((await popup).url()).toContain('/debug/overlays');
  await expect(win).toHaveCount(2);

  await win.last().getByRole('link', { name: 'About Kite' }).first().click();
  await win.last().getByRole('button', { name: 'Show in page' }).click();
  await expect(page).toHaveURL(/\/about-kite$/);
  await expect(win).toHaveCount(1);
});

test('links offer open in window from their context menu', async ({ page }) => {
  await page.locator('main').getByRole('link', { name: 'Debug' }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Open in window' }).click();
  await expect(page.getByTestId('page-window').getByTestId('window-title')).toHaveText('Debug');
});

test('hotkeys: d toggles dark mode, s opens search, ignored while typing', async ({ page }) => {
  const dark = () => page.evaluate(() => document.documentElement.style.colorScheme);
  const before = await dark();
  // Keys work once their code has loaded, just after the page is drawn: a person tries again.
  await expect(async () => {
    await page.keyboard.press('d');
    await expect.poll(dark, { timeout: 1000 }).not.toBe(before);
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Input dialog' }).click();
  // A person types once the dialog is there (its UI may load lazily).
  await expect(page.getByRole('dialog').getByRole('textbox')).toBeFocused();
  await page.keyboard.type('ds');
  await expect(page).toHaveURL(/\/debug\/overlays$/);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(550);
  await page.keyboard.press('s');
  await expect(page).toHaveURL(/\/search$/);
});

test('safe mode: g five times turns it on, the banner turns it off', async ({ page }) => {
  const banner = page.getByRole('note').filter({ hasText: 'Safe mode is on' });
  // Keys work once their code has loaded, just after the page is drawn: a person tries again.
  await expect(async () => {
    for (let i = 0; i < 5; i++) await page.keyboard.press('g', { delay: 20 });
    await expect(banner).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.goto('/debug/overlays?safemode');
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Turn off safe mode' }).click();
  await expect(page).toHaveURL(/\/debug\/overlays$/);
  await expect(banner).toHaveCount(0);
});

test('lookup: @user, #tag and an https URL', async ({ page }) => {
  await signIn(page, 'carol');
  await lookup(page, '  @bob ');
  await expect(page).toHaveURL(/\/@bob$/);
  await lookup(page, '#kite');
  await expect(page).toHaveURL(/\/tags\/kite$/);
  await lookup(page, 'https://remote.invalid/notes/none');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(/./);
});
