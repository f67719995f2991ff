import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { addWidget, openWidgetSettings, widgetColumn } from './support/widgets';

/** The widgets that run a person's AiScript in the plugins' sandbox (spec 1 §2.8). */

test('the AiScript console runs its script in the sandbox, keeps it in its settings, and is removed', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const console_ = await addWidget(page, column, 'AiScript console');
  const code = console_.getByLabel('Script', { exact: true });
  await expect(code).toHaveValue('(1 + 1)');
  await code.fill('let xs = [1, 2, 3]\n<: `sum {xs.reduce(@(a, b) { a + b }, 0)}`');
  await console_.getByRole('button', { name: 'Run' }).click();
  await expect(console_.getByRole('log', { name: 'Output' })).toContainText('sum 6', { timeout: 30_000 });
  // The script typed is the widget's setting: the form shows it, and a change there runs next.
  const dialog = await openWidgetSettings(page, column, 'AiScript console');
  await expect(dialog.getByLabel('Script', { exact: true })).toHaveValue(/sum/);
  await dialog.getByLabel('Script', { exact: true }).fill('<: "from settings"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(code).toHaveValue('<: "from settings"');
  await console_.getByRole('button', { name: 'Run' }).click();
  await expect(console_.getByRole('log', { name: 'Output' })).toHaveText('"from settings"');
  await column.getByRole('button', { name: 'Remove AiScript console' }).click();
  await expect(column.getByRole('region', { name: 'AiScript console', exact: true })).toHaveCount(0);
});

test('the button widget runs its script on each click, with the label and script set in its form', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const widget = await addWidget(page, column, 'Button');
  await expect(widget.getByRole('button', { name: 'BUTTON', exact: true })).toBeVisible();
  const dialog = await openWidgetSettings(page, column, 'Button');
  await dialog.getByLabel('Label', { exact: true }).fill('Greet');
  await dialog.getByLabel('Script', { exact: true }).fill('Mk:dialog("Hello", "from the button")');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await widget.getByRole('button', { name: 'Greet', exact: true }).click();
  const shown = page.getByRole('dialog').filter({ hasText: 'from the button' });
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await shown.getByRole('button', { name: 'Got it' }).click();
  await expect(shown).toHaveCount(0);
  // A broken script says so under the button.
  const again = await openWidgetSettings(page, column, 'Button');
  await again.getByLabel('Script', { exact: true }).fill('Mk:nope()');
  await again.getByRole('button', { name: 'Save' }).click();
  await widget.getByRole('button', { name: 'Greet', exact: true }).click();
  await expect(widget.getByRole('status')).not.toBeEmpty();
});

test('the AiScript App widget draws the Ui: of its script and runs its handlers in the sandbox', async ({ page }) => {
  await signIn(page, 'carol');
  const column = widgetColumn(page);
  const app = await addWidget(page, column, 'AiScript App');
  await expect(app.getByText('This app shows nothing yet.', { exact: false })).toBeVisible();
  const dialog = await openWidgetSettings(page, column, 'AiScript App');
  await dialog
    .getByLabel('Script', { exact: true })
    .fill(
      [
        'var n = 0',
        'let count = Ui:C:text({ text: "Clicked 0 times", bold: true })',
        'let greet = Ui:C:text({ text: "" }, "greeting")',
        'Ui:render([',
        '  Ui:C:container({ children: [count] })',
        '  Ui:C:button({ text: "Add one", primary: true, onClick: @() {',
        '    n += 1',
        '    count.update({ text: `Clicked {n} times` })',
        '  }})',
        '  Ui:C:textInput({ label: "Your name", default: "", onInput: @(v) { Ui:get("greeting").update({ text: `Hello, {v}!` }) } })',
        '  greet',
        '])',
      ].join('\n'),
    );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(app.getByText('Clicked 0 times')).toBeVisible({ timeout: 30_000 });
  await app.getByRole('button', { name: 'Add one' }).click();
  await app.getByRole('button', { name: 'Add one' }).click();
  await expect(app.getByText('Clicked 2 times')).toBeVisible();
  await app.getByLabel('Your name').fill('Kite');
  await expect(app.getByText('Hello, Kite!')).toBeVisible();
  // A script that fails says why in the widget.
  const again = await openWidgetSettings(page, column, 'AiScript App');
  await again.getByLabel('Script', { exact: true }).fill('Ui:render([1])');
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(app.getByRole('alert', { name: 'Errors' })).toContainText('children must be components', { timeout: 30_000 });
  await column.getByRole('button', { name: 'Remove AiScript App' }).click();
  await expect(column.getByRole('region', { name: 'AiScript App', exact: true })).toHaveCount(0);
});
