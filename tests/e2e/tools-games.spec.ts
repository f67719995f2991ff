import { expect, test } from '@playwright/test';
import { signIn } from './shellSupport';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Tools (issue 35): the API console and the MFM preview. */
test.describe('tools', () => {
  test('the API console calls i with the account token and shows the answer and status 200', async ({ page }) => {
    test.setTimeout(60_000); // axe over the whole page is slow on the shared machine
    await signIn(page, 'alice', '/api-console');
    await expect(page.getByRole('heading', { name: 'API console' })).toBeVisible();
    // The endpoint field autocompletes from the server's list.
    await expect(page.locator('datalist option[value="notes/create"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, '/api-console');
    await page.getByLabel('Endpoint').fill('i');
    await page.getByLabel('Endpoint').press('Escape');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'HTTP status' })).toHaveText('HTTP status: 200');
    await expect(page.locator('.kite-tools-answer pre')).toContainText('"username": "alice"');

    // Without credentials the server refuses, and the console shows its error and status.
    await page.getByRole('checkbox', { name: /credentials/ }).uncheck();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'HTTP status' })).toHaveText('HTTP status: 401');
    await expect(page.locator('.kite-tools-answer pre')).toContainText('CREDENTIAL_REQUIRED');
  });

  test('a foreign URL, a parent step or a slash-led path is refused; broken JSON says so', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
    await signIn(page, 'alice', '/api-console');
    const field = page.getByLabel('Endpoint');
    const send = page.getByRole('button', { name: 'Send' });
    const alert = page.getByRole('alert');
    posts.length = 0;
    for (const bad of ['https://evil.example/api/i', '../i', '/api/i']) {
      await field.fill(bad);
      await field.press('Escape'); // closes the autocomplete list over the button
      await send.click();
      await expect(alert).toContainText('Invalid endpoint');
    }
    await field.fill('i');
    await field.press('Escape');
    await page.getByLabel('Parameters (JSON)').fill('{limit: 3');
    await send.click();
    await expect(alert).toContainText('not valid JSON');
    await expect(page.getByText(/HTTP status/)).toHaveCount(0);
    expect(posts.some((u) => u.includes('evil.example'))).toBe(false);
  });

  test('/preview renders bold MFM as you type, also at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/preview');
    await expect(page.getByRole('heading', { name: 'MFM preview' })).toBeVisible();
    await page.getByLabel('MFM text').fill('hello **world**');
    const out = page.getByTestId('mfm-preview');
    await expect(out.locator('b, strong').filter({ hasText: 'world' })).toBeVisible();
    await expect(out).toContainText('hello');
    await expectNoSeriousA11yViolations(page, '/preview');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** Games (issue 35): the list and the clicker, whose count is the clicker widget's saved count. */
test.describe('games', () => {
  test('/games lists the games; each card leads to its page', async ({ page }) => {
    await signIn(page, 'bob', '/games');
    await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Bubble game/ })).toHaveAttribute('href', '/bubble-game');
    await expect(page.getByRole('link', { name: /Reversi/ })).toHaveAttribute('href', '/reversi');
    await expectNoSeriousA11yViolations(page, '/games');
    await page.getByRole('link', { name: /Clicker/ }).click();
    await expect(page).toHaveURL(/\/clicker$/);
  });

  test('clicks on /clicker are saved where the widget reads them, at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'bob', '/clicker');
    const count = page.getByTestId('clicker-count');
    await expect(count).toBeVisible();
    const before = Number((await count.innerText()).replace(/\D/g, ''));
    await expectNoSeriousA11yViolations(page, '/clicker');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/i/registry/set') && r.ok());
    const cookie = page.getByRole('button', { name: /click/i });
    for (let i = 0; i < 3; i++) await cookie.click();
    await expect(count).toContainText(String(before + 3));
    await saved;
    // After a reload the widget code reads Misskey's clicker save (scope clickerGame, key saveData) from the server.
    await page.reload();
    await expect(page.getByTestId('clicker-count')).toContainText(String(before + 3));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
