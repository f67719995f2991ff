import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn } from './shellSupport';

/** /settings/plugin: the configuration form, per-plugin logs, restart, activate/deactivate, safe mode. */

const CONFIGURED = `/// @ 1.0.0
### {
  name: "Greeter config"
  version: "1.0.0"
  author: "tester"
  config: {
    greeting: {
      type: "string"
      label: "Greeting"
      default: "hi"
    }
  }
}

<: \`greeting is {Plugin:config.greeting}\`
Plugin:register_navbar_item("Greet me", @() {
  Mk:toast(\`{Plugin:config.greeting}, you\`)
})
`;

const PLAIN = `/// @ 0.19.0
### {
  name: "Plain logger"
  version: "1.0.0"
  author: "tester"
}

<: "plain says hello"
`;

async function install(page: Page, code: string) {
  await page.goto('/settings/plugin/install');
  await page.getByLabel('Plugin code').fill(code);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  // The first install starts the worker cold (SES lockdown, the AiScript chunk).
  await expect(page).toHaveURL(/\/settings\/plugin$/, { timeout: 30_000 });
}

const card = (page: Page, name: string) => page.locator(`section[data-plugin="${name}"]`);

async function openLog(page: Page, name: string) {
  const c = card(page, name);
  const summary = c.getByText('Logs', { exact: true });
  if ((await c.locator('details').getAttribute('open')) === null) await summary.click();
  return c.getByRole('log', { name: `Logs: ${name}` });
}

/** Opens More until the plugin's entry is (or, with `present` false, stays) listed; the worker registers it a moment after start. */
async function navEntry(page: Page, name: string, present: boolean) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Lookup' })).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole('menu').getByRole('menuitem', { name })).toHaveCount(present ? 1 : 0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('the config form reaches the plugin; a plugin without config says so; logs are per plugin; restart and activate/deactivate', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'dave', '/settings/plugin');
  await install(page, CONFIGURED);
  await install(page, PLAIN);

  // Each plugin's log holds its own output only.
  const plainLog = await openLog(page, 'Plain logger');
  await expect(plainLog).toContainText('plain says hello');
  await expect(plainLog).not.toContainText('greeting is');
  const log = await openLog(page, 'Greeter config');
  await expect(log).toContainText('greeting is hi');
  await expect(log).not.toContainText('plain says hello');

  // No config: Misskey's text.
  await card(page, 'Plain logger').getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog')).toContainText('This plugin does not have a config');
  await page.getByRole('dialog').getByRole('button', { name: 'Got it' }).click();

  // A saved value restarts the plugin with it.
  await card(page, 'Greeter config').getByRole('button', { name: 'Settings' }).click();
  await expect(card(page, 'Greeter config').getByLabel('Greeting')).toHaveValue('hi');
  await card(page, 'Greeter config').getByLabel('Greeting').fill('good evening');
  await card(page, 'Greeter config').getByRole('button', { name: 'Save' }).click();
  await expect(log).toContainText('greeting is good evening');
  await navEntry(page, 'Greet me', true);
  await page.getByRole('menu').getByRole('menuitem', { name: 'Greet me' }).click();
  await expect(page.getByTestId('toasts')).toContainText('good evening, you');

  // Restart runs the script again (its start-up line is logged once more).
  const before = await log.getByText('greeting is good evening').count();
  await card(page, 'Greeter config').getByRole('button', { name: 'Restart' }).click();
  await expect(log.getByText('greeting is good evening')).toHaveCount(before + 1);

  // Deactivated: inactive, its navbar entry gone; activated again: back.
  await card(page, 'Greeter config').getByLabel('Active').uncheck();
  await expect(card(page, 'Greeter config')).toContainText('Inactive');
  await expect(card(page, 'Greeter config').getByRole('button', { name: 'Restart' })).toBeDisabled();
  await navEntry(page, 'Greet me', false);
  await page.keyboard.press('Escape');
  await card(page, 'Greeter config').getByLabel('Active').check();
  await expect(card(page, 'Greeter config')).toContainText('Running');
  await navEntry(page, 'Greet me', true);
  await page.keyboard.press('Escape');

  // A deactivated plugin stays off after a reload; the other still runs.
  await card(page, 'Greeter config').getByLabel('Active').uncheck();
  await page.reload();
  await expect(card(page, 'Greeter config')).toContainText('Inactive');
  await expect(await openLog(page, 'Plain logger')).toContainText('plain says hello');
  await expect(await openLog(page, 'Greeter config')).toContainText('Nothing logged yet.');
});

test('safe mode runs no plugin: nothing starts, nothing is registered, the page says so', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dave', '/settings/plugin');
  await install(page, CONFIGURED);
  // Running normally first: the entry is there.
  await navEntry(page, 'Greet me', true);
  await page.keyboard.press('Escape');

  await page.goto('/settings/plugin?safemode');
  await expect(page.getByRole('status').filter({ hasText: 'Safe mode is on: plugins are not run.' })).toBeVisible();
  await expect(card(page, 'Greeter config')).toContainText('Inactive');
  await expect(await openLog(page, 'Greeter config')).toContainText('Nothing logged yet.');
  // Give a plugin the time it would need to start, then check nothing registered.
  await page.waitForTimeout(3000);
  await navEntry(page, 'Greet me', false);
  await expect(await openLog(page, 'Greeter config')).toContainText('Nothing logged yet.');
});
