import { expect, test } from '@playwright/test';

test.describe('AiScript plugins', () => {
  test('the scratchpad runs a script in the sandbox and prints its result', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/scratchpad');
    const code = page.getByLabel('AiScript');
    await code.fill('let xs = [1, 2, 3]\n<: `sum {xs.reduce(@(a, b) { a + b }, 0)}`');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('log')).toContainText('sum 6');
    // The annotation picks the interpreter: 0.x scripts run with AiScript 0.19, 1.x with 1.x.
    await code.fill('/// @ 0.16.0\n<: Core:v');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('log')).toHaveText('"0.19.0"');
    await code.fill('/// @ 1.0.0\n<: Core:v');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('log')).toHaveText('"1.2.1"');
    await code.fill('/// @ 2.0.0\n<: 1');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByRole('log')).toHaveText('Aiscript version is not supported');
    expect(errors).toEqual([]);
  });
});
