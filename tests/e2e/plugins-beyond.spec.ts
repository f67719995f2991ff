import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addWidget, widgetColumn } from './support/widgets';

/** Beyond Misskey: a plugin adds a navbar entry and a side-column widget, and they leave with it. */

const GREETER = `/// @ 1.0.0
### {
  name: "Greeter"
  version: "1.0.0"
  author: "tester"
}

var count = 0
Plugin:register_navbar_item("Say hello", @() {
  Mk:toast("hello from the navbar")
})
Plugin:register_widget("Greeting", @() {
  count += 1
  \`Hello, visit {count}\`
})
`;

test('a plugin adds a navbar entry (under More) and a widget that shows what its function returns; uninstalling removes both', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'dave', '/settings/plugin/install');
  await page.getByLabel('Plugin code').fill(GREETER);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page).toHaveURL(/\/settings\/plugin$/, { timeout: 30_000 });

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The worker registers the entry a moment after start: reopen More until it is listed.
  await expect(async () => {
    if (await page.getByRole('menu').isVisible()) await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Say hello' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('menu').getByRole('menuitem', { name: 'Say hello' }).click();
  await expect(page.getByTestId('toasts')).toContainText('hello from the navbar');

  const column = widgetColumn(page);
  // A plugin's widget is named with its plugin, like its menu and navbar items.
  const widget = await addWidget(page, column, 'Greeting (plugin: Greeter)');
  await expect(widget.locator('output')).toHaveText('Hello, visit 1');
  await widget.getByRole('button', { name: 'Refresh' }).click();
  await expect(widget.locator('output')).toHaveText('Hello, visit 2');

  await page.goto('/settings/plugin');
  const card = page.locator('section[data-plugin="Greeter"]');
  await card.getByRole('button', { name: 'Uninstall' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(card).toHaveCount(0);
  await nav.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Lookup' })).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Say hello' })).toHaveCount(0);
});
