import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { seriousA11yViolations } from './support/axe';

/**
 * Issue 14: the settings shell (menu, search), preference sync between two browsers, cloud
 * backups of a named profile, and the server-side settings pages. erin is used by no other spec.
 */
const USER = 'erin';

let token: string | null = null;
/** Calls the server as erin, to check where a setting was saved. */
async function api(request: import('@playwright/test').APIRequestContext, endpoint: string, data: Record<string, unknown>) {
  token ??= ((await (await request.post('/api/signin-flow', { data: { username: USER, password: 'password' } })).json()) as { i: string })
    .i;
  const res = await request.post(`/api/${endpoint}`, { data: { i: token, ...data } });
  return res.status() === 204 ? null : res.json();
}

function pref(page: Page, key: string) {
  return page.locator(`[data-pref="${key}"]`);
}

test('the settings menu lists every page by group, each built, and finds a setting by name', async ({ page }) => {
  await signIn(page, USER, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client' }).getByRole('link', { name: 'Theme' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client' }).getByRole('link', { name: 'Status bar', exact: true })).toBeVisible();
  // Every settings page of spec 1 §2.1 is built: none is marked "not available yet".
  await expect(page.getByText(/not available yet/)).toHaveCount(0);
  await page.getByLabel('Search settings').fill('blur');
  const results = page.getByRole('list', { name: 'Search settings' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name: /Preferences.*Blur behind dialogs/ })).toBeVisible();
  await results.getByRole('link').click();
  await expect(page).toHaveURL(/\/settings\/preferences$/);
  await expect(page.getByLabel('Blur behind dialogs', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'All settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('Search settings').fill('zzzz');
  await expect(page.getByText('No setting matches “zzzz”.')).toBeVisible();
});

test('a synced preference changed in one browser shows in another', async ({ page, browser }) => {
  await signIn(page, USER, '/settings/preferences');
  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signIn(page2, USER, '/settings/preferences');

  // Both devices switch sync on for "Animations" (same value: no question asked).
  for (const p of [page, page2]) {
    const sync = p.getByRole('button', { name: 'Sync “Animations” between devices' });
    await expect(sync).toHaveAttribute('aria-pressed', 'false');
    await sync.click();
    await expect(sync).toHaveAttribute('aria-pressed', 'true');
  }
  await pref(page, 'animation').getByLabel('Animations', { exact: true }).uncheck();
  await expect
    .poll(async () =>
      JSON.stringify(await api(page.request, 'i/registry/get', { scope: ['client', 'preferences', 'sync'], key: 'default:animation' })),
    )
    .toBe('[[{},false]]');

  await page2.reload();
  await expect(pref(page2, 'animation').getByLabel('Animations', { exact: true })).not.toBeChecked();
  // An unsynced one stays per device.
  await pref(page, 'advancedMfm').getByLabel('Advanced MFM', { exact: true }).uncheck();
  await page2.reload();
  await expect(pref(page2, 'advancedMfm').getByLabel('Advanced MFM', { exact: true })).toBeChecked();
  await other.close();
});

test('a named profile is backed up to the server and restored', async ({ page }) => {
  await signIn(page, USER, '/settings/profiles');
  await api(page.request, 'i/registry/remove', { scope: ['client', 'preferences', 'backups'], key: 'e2e-laptop' }).catch(() => null);
  await page.reload();
  await expect(page.getByText('No backups found')).toBeVisible();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('The profile needs a name before it can be backed up.')).toBeVisible();
  await page.getByLabel('Profile name').fill('e2e-laptop');
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(page.getByText('Backed up as “e2e-laptop”.')).toBeVisible();
  const backup = await api(page.request, 'i/registry/get', { scope: ['client', 'preferences', 'backups'], key: 'e2e-laptop' });
  expect(backup).toMatchObject({ type: 'main', name: 'e2e-laptop' });

  // Change something after the backup, then restore: the backed-up value comes back.
  await page.goto('/settings/preferences');
  await pref(page, 'animatedMfm').getByLabel('Animated MFM', { exact: true }).uncheck();
  await page.goto('/settings/profiles');
  await page.getByRole('button', { name: 'Restore “e2e-laptop”' }).click();
  // Restoring reloads the page.
  await Promise.all([page.waitForEvent('load'), page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()]);
  await page.goto('/settings/preferences');
  await expect(pref(page, 'animatedMfm').getByLabel('Animated MFM', { exact: true })).toBeChecked();
});

test('profile and privacy pages save on the server', async ({ page }) => {
  await signIn(page, USER, '/settings/profile');
  await page.getByLabel('Display name').fill('Erin from settings');
  await page.getByLabel('Location').fill('Kite field');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  const me = await api(page.request, 'i', {});
  expect(me).toMatchObject({ name: 'Erin from settings', location: 'Kite field' });

  await page.goto('/settings/privacy');
  const publicReactions = page.getByLabel('Show my reactions publicly');
  const before = await publicReactions.isChecked();
  await publicReactions.setChecked(!before);
  await page.getByLabel('Who can see my followers').selectOption({ label: 'Only me' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  expect(await api(page.request, 'i', {})).toMatchObject({ publicReactions: !before, followersVisibility: 'private' });
});

test('the navbar page reorders entries by keyboard and the navbar follows', async ({ page }) => {
  await signIn(page, USER, '/settings/navbar');
  const list = page.getByRole('list', { name: 'Navigation bar items' });
  const first = list.getByRole('listitem').first();
  const name = await first.getAttribute('data-item');
  await first.focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(list.getByRole('listitem').nth(1)).toHaveAttribute('data-item', name ?? '');
  await list
    .getByRole('button', { name: /^Move .* up$/ })
    .nth(1)
    .click();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-item', name ?? '');
  await page.getByRole('button', { name: 'Add a divider' }).click();
  await expect(list.getByRole('listitem').last()).toHaveAttribute('data-item', '-');
  await list.getByRole('button', { name: 'Remove Divider' }).last().click();
  await expect(list.getByRole('listitem').last()).not.toHaveAttribute('data-item', '-');
});

test('the navbar page reorders entries by mouse drag, and the navbar keeps the order after a reload', async ({ page }) => {
  await signIn(page, USER, '/settings/navbar');
  await page.getByRole('button', { name: 'Reset to default' }).click();
  const list = page.getByRole('list', { name: 'Navigation bar items' });
  const items = list.getByRole('listitem');
  await expect(items.first()).toHaveAttribute('data-item', 'notifications');
  // Drag “Announcements” (4th) with the mouse and drop it on the first entry (both in view: the reset button scrolled down).
  await page.evaluate(() => window.scrollTo(0, 0));
  await list.locator('[data-item="announcements"]').dragTo(items.first());
  await expect(items.nth(0)).toHaveAttribute('data-item', 'announcements');
  await expect(items.nth(1)).toHaveAttribute('data-item', 'notifications');
  await expect(items.nth(3)).toHaveAttribute('data-item', '-');
  await page.reload();
  await expect(items.nth(0)).toHaveAttribute('data-item', 'announcements');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const order = await nav.locator('.kite-navbar-list [data-nav-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-nav-id')));
  expect(order.indexOf('announcements')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('announcements')).toBeLessThan(order.indexOf('notifications'));
  await page.getByRole('button', { name: 'Reset to default' }).click();
  await expect(items.first()).toHaveAttribute('data-item', 'notifications');
});

test('mute-block saves word mutes and muted servers on the server, and refuses a broken regex without losing the text', async ({
  page,
}) => {
  await signIn(page, USER, '/settings/mute-block');
  const words = page.getByLabel('Word mute', { exact: true });
  await words.fill('kite spam\n/(broken/');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Line 2 is not a valid regular expression.');
  await expect(words).toHaveValue('kite spam\n/(broken/');
  await words.fill('kite spam\n/ba+d/i');
  await page.getByLabel('Muted servers').fill('Spam.Example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' }).first()).toBeVisible();
  expect(await api(page.request, 'i', {})).toMatchObject({ mutedWords: [['kite', 'spam'], '/ba+d/i'], mutedInstances: ['spam.example'] });
  await expect(page.getByRole('region', { name: 'Blocked users' })).toBeVisible();
});

test('a backup written by Misskey’s own web client restores in Kite, keeping keys Kite does not know', async ({ page }) => {
  await signIn(page, USER, '/');
  // The profile format of Misskey 2025.9's web client (client/preferences/backups, key = profile name).
  await api(page.request, 'i/registry/set', {
    scope: ['client', 'preferences', 'backups'],
    key: 'from-misskey',
    value: {
      id: 'mk1',
      version: '2025.9.0',
      type: 'main',
      modifiedAt: 1,
      name: 'from-misskey',
      preferences: {
        animation: [[{}, false, {}]],
        emojiStyle: [[{}, 'native', {}]],
        collapseRenotes: [[{}, false, {}]],
        'sound.masterVolume': [[{}, 0.1, {}]],
      },
    },
  });
  await page.goto('/settings/profiles');
  await page.getByRole('button', { name: 'Restore “from-misskey”' }).click();
  // Restoring reloads the page.
  await Promise.all([page.waitForEvent('load'), page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()]);
  await page.goto('/settings/preferences');
  await expect(pref(page, 'animation').getByLabel('Animations', { exact: true })).not.toBeChecked();
  await expect(pref(page, 'emojiStyle').getByLabel('Emoji style', { exact: true })).toHaveValue('native');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('kite:preferences') ?? '{}') as { name: string; preferences: Record<string, unknown> },
  );
  expect(stored.name).toBe('from-misskey');
  expect(stored.preferences.collapseRenotes).toEqual([[{}, false, {}]]);
  expect(stored.preferences['sound.masterVolume']).toEqual([[{}, 0.1, {}]]);
});

test('switching the language to 日本語 changes the interface, and switching back restores English', async ({ page }) => {
  await signIn(page, USER, '/settings/preferences');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja-JP');
  // The page reloads with the Japanese pack: the page, the settings frame and the navbar speak Japanese.
  await expect(page.getByRole('heading', { name: '環境設定', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '言語' })).toHaveValue('ja-JP');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  const nav = page.getByRole('navigation', { name: 'メインナビゲーション' });
  await expect(nav.getByRole('link', { name: 'タイムライン' })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^通知/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'すべての設定' })).toBeVisible();

  await page.getByRole('combobox', { name: '言語' }).selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Timeline' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('each preference is a switch or a themed select, with its sync and this-account toggles beside the label', async ({ page }) => {
  await signIn(page, USER, '/settings/preferences');
  const row = pref(page, 'dataSaverMedia');
  // The switch is named by the label and sits on the label's line; no bare checkbox is left for the toggles.
  const saver = row.getByRole('checkbox', { name: 'Data saver: media', exact: true });
  await expect(saver).toHaveClass(/kite-switch/);
  await expect(row.getByRole('checkbox')).toHaveCount(1);
  const box = async (l: import('@playwright/test').Locator) => (await l.boundingBox()) ?? { y: -1, height: 0 };
  const [label, sw] = [await box(row.getByText('Data saver: media', { exact: true })), await box(saver)];
  expect(Math.abs(label.y + label.height / 2 - (sw.y + sw.height / 2))).toBeLessThan(6);
  // The toggles: pressed or not, named for their preference, a tooltip saying what they do; reached by Tab.
  const sync = row.getByRole('button', { name: 'Sync “Data saver: media” between devices' });
  const mine = row.getByRole('button', { name: 'Keep “Data saver: media” for this account only' });
  await expect(sync).toHaveAttribute('title', 'Sync between devices');
  await expect(mine).toHaveAttribute('title', 'For this account only');
  await sync.focus();
  await page.keyboard.press('Tab');
  await expect(mine).toBeFocused();
  await page.keyboard.press('Space');
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(sync).toHaveAttribute('aria-pressed', 'false');
  await mine.click();
  await expect(mine).toHaveAttribute('aria-pressed', 'false');
  // Selects are the kit's: no browser arrow, the theme's panel colour.
  const select = page.getByRole('combobox', { name: 'Emoji style' });
  await expect(select).toHaveCSS('appearance', 'none');
  expect(await seriousA11yViolations(page)).toEqual([]);
});
