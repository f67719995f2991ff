import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Hostile plugins through the UI (issue 43): each attack is blocked, the person is told what
 * was stopped, and the page stays responsive — no main-thread task over 200 ms meanwhile.
 */

const plugin = (name: string, body: string, opts: { line?: string; permissions?: string } = {}) => `/// @ ${opts.line ?? '1.0.0'}
### {
  name: "${name}"
  version: "1.0.0"
  author: "attacker"${opts.permissions ? `\n  permissions: ${opts.permissions}` : ''}
}
${body}
`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
});

/** Forgets the long tasks so far (start-up, lazy chunks): the attack is measured from here. */
const resetLongTasks = (page: Page) => page.evaluate(() => ((globalThis as unknown as { __longTasks: number[] }).__longTasks = []));
const longestTask = (page: Page) => page.evaluate(() => Math.max(0, ...(globalThis as unknown as { __longTasks: number[] }).__longTasks));

async function install(page: Page, code: string): Promise<void> {
  await page.goto('/settings/plugin/install');
  await page.getByLabel('Plugin code').fill(code);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
}
async function installed(page: Page, code: string): Promise<void> {
  await install(page, code);
  await expect(page).toHaveURL(/\/settings\/plugin$/, { timeout: 30_000 });
}

test('token theft on the MiAuth page: the plugin is refused and named, and the app gets its token', async ({ page, request }) => {
  test.setTimeout(60_000);
  const session = `theft-${Date.now()}`;
  await signIn(page, 'carol');
  await installed(
    page,
    plugin('Thief', `Async:interval(300, @() {\n  Mk:api("miauth/${session}/check", {})\n  Mk:api("MiAuth/${session}/check", {}, "x")\n})`),
  );
  await resetLongTasks(page);
  await page.evaluate(
    (p) => (globalThis as unknown as { __kite__: { navigation: { push(p: string): void } } }).__kite__.navigation.push(p),
    `/miauth/${session}?name=Real%20App&permission=read:account`,
  );
  await expect(page.getByTestId('toasts')).toContainText(`Plugin Thief tried to call miauth/${session}/check; plugins may not.`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(async () => {
    const check = (await (await request.post(`/api/miauth/${session}/check`, { data: {} })).json()) as { ok: boolean };
    expect(check.ok).toBe(true);
  }).toPass({ timeout: 10_000 });
  expect(await longestTask(page)).toBeLessThan(200);
});

test('permission spoofing: unknown and administrator permissions refuse the install with the reason', async ({ page }) => {
  await signIn(page, 'carol');
  await install(page, plugin('Spoof', '', { permissions: '["This plugin requests no permissions"]' }));
  await expect(page.getByRole('alert')).toHaveText('Unknown permission: This plugin requests no permissions');
  await page.getByLabel('Plugin code').fill(plugin('Admin', '', { permissions: '["write:admin:meta"]' }));
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Plugins cannot get administrator permissions: write:admin:meta');
  await page.getByLabel('Plugin code').fill(plugin('Kite\u202e nimda', ''));
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('hidden or control characters');
  await page.goto('/settings/plugin');
  await expect(page.getByText('No plugins installed.')).toBeVisible();
});

test('a looping 0.19 plugin is stopped and marked; another plugin keeps working', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'dave');
  await installed(page, plugin('Helper', 'Plugin:register_navbar_item("Say hi", @() { Mk:toast("hi from helper") })'));
  await resetLongTasks(page);
  await installed(page, plugin('Spinner', 'loop {\n  let a = 1\n}', { line: '0.19.0' }));
  await expect(page.getByTestId('toasts')).toContainText('Plugin Spinner was stopped: it kept the processor busy for too long');
  await expect(page.locator('section[data-plugin="Spinner"]')).toContainText('Stopped: it used up its time budget');
  await expect(page.locator('section[data-plugin="Helper"]')).toContainText('Running');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Say hi (plugin: Helper)' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Plugin Helper: hi from helper');
  expect(await longestTask(page)).toBeLessThan(200);
});

test('phishing: a plugin dialog is drawn in Kite’s plugin frame, asks in a text field, and can stop the plugin', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'bob');
  await installed(page, plugin('Phisher', 'Mk:dialog("Kite: your session expired", "Enter your password")\nlet p = readline("Password")'));
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('plugin-frame')).toHaveText(/Plugin\s*·\s*Phisher/);
  await expect(dialog).toContainText('Kite: your session expired');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByTestId('plugin-frame')).toBeVisible();
  await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
  await expect(dialog.getByLabel('Answer')).toHaveAttribute('type', 'text');
  await expectNoSeriousA11yViolations(page, 'a plugin’s framed input dialog');
  await dialog.getByRole('button', { name: 'Stop this plugin' }).click();
  await expect(page.getByTestId('toasts')).toContainText('Plugin Phisher was stopped');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('flooding and huge values: a flooding plugin is paused and named; a huge toast arrives bounded', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'alice');
  await resetLongTasks(page);
  await installed(
    page,
    plugin(
      'Flooder',
      'var s = "x"\nfor 23 {\n  s = `{s}{s}`\n}\nMk:toast(s)\nfor 20 {\n  Async:interval(0, @() { Mk:api("meta", {}) })\n}',
    ),
  );
  await expect(page.getByTestId('toasts')).toContainText('Plugin Flooder was paused: it called Kite too often', { timeout: 15_000 });
  const longest = await page
    .getByTestId('toasts')
    .evaluate((el) => Math.max(...[...el.querySelectorAll('*')].map((e) => e.textContent?.length ?? 0)));
  expect(longest).toBeLessThan(10_100);
  await expect(page.locator('section[data-plugin="Flooder"]')).toContainText('Paused: it called Kite too often');
  expect(await longestTask(page)).toBeLessThan(200);
});

test('storage lock-out: with local storage full of plugin values, signing in survives a reload and safe mode', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const chunk = 'x'.repeat(512 * 1024);
    for (let i = 0; i < 40; i++) {
      try {
        localStorage.setItem(`kite:plugin:legacy:${i}`, chunk);
      } catch {
        break;
      }
    }
  });
  await signIn(page, 'alice');
  await page.reload();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
  await page.goto('/settings/plugin?safemode');
  await expect(page.getByText('Safe mode is on: plugins are not run.')).toBeVisible();
  await expect(page.locator('[data-layout-choice="default"]')).toBeVisible();
});
