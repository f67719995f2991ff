import { expect, test } from '@playwright/test';
import { lookup, signIn } from './shellSupport';
import { builtScript } from './support/builtFiles';

/** The page-load error page, the server-disconnect dialog, remote lookup and the submenu delay. */

const bootScript = `**${builtScript('kernel/boot/boot.tsx')}`;
const abortBoot = (page: import('@playwright/test').Page) => page.route(bootScript, (r) => r.abort());
const errorPage = (page: import('@playwright/test').Page) => page.getByTestId('boot-error');

test('a chunk that fails to load shows the error page; same server version → the description; reload recovers', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await abortBoot(page);
  await page.goto('/');
  await expect(errorPage(page).getByRole('heading', { name: 'Kite could not start' })).toBeVisible();
  // The self-XSS warning is printed before boot, so even a failed start shows it.
  expect(logs.some((l) => l.includes('Stop!'))).toBe(true);
  await expect(errorPage(page).getByRole('status')).toContainText('Reloading often helps');
  await expect(errorPage(page).getByRole('link', { name: 'Troubleshooting' })).toHaveAttribute('href', /^https:\/\/misskey-hub\.net\//);
  await page.unroute(bootScript);
  await errorPage(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page.locator('[data-layout-choice]')).toBeVisible();
});

test('the error page says the server is dead when meta fails', async ({ page, request }) => {
  await request.post('/__dev/faults', { data: { endpoint: 'meta', fault: 'INTERNAL_ERROR', times: 1 } });
  await abortBoot(page);
  await page.goto('/');
  await expect(errorPage(page).getByRole('status')).toContainText('The server is not responding');
  await request.delete('/__dev/faults');
});

test('a first visit whose server answers nothing usable shows the page-load error page, and reload recovers', async ({ page }) => {
  const garbage = (r: import('@playwright/test').Route) =>
    r.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' });
  await page.route('**/api/**', garbage);
  await page.goto('/');
  await expect(errorPage(page).getByRole('heading', { name: 'Kite could not start' })).toBeVisible();
  await expect(errorPage(page).getByRole('status')).toContainText('The server is not responding');
  await page.unroute('**/api/**', garbage);
  await errorPage(page).getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(errorPage(page)).toHaveCount(0);
});

test('the error page offers the new version when the server runs another one', async ({ page }) => {
  await abortBoot(page);
  await page.route('**/api/meta', (r) => r.fulfill({ json: { version: '2099.1.0' } }));
  await page.goto('/');
  await expect(errorPage(page).getByRole('status')).toContainText('A new version of Kite is available (2099.1.0)');
  await expect(errorPage(page).getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('a stream that stays disconnected asks to reload', async ({ page, request }) => {
  test.setTimeout(45_000);
  await signIn(page, 'carol');
  await expect(page.locator('[data-stream-state="connected"]')).toBeAttached();
  // From now on the server refuses the stream.
  await page.routeWebSocket(/\/streaming/, (ws) => ws.close());
  await request.post('/__dev/drop-streams');
  await expect(page.locator('[data-stream-state="reconnecting"]')).toBeAttached();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Disconnected from the server' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toHaveCount(0);
});

test('lookup resolves https URLs through ap/show, with the "fetching as AP object" progress', async ({ page, request, baseURL }) => {
  await signIn(page, 'carol');
  await request.post('/__dev/faults', { data: { endpoint: 'ap/show', slowMs: 1200, times: 1 } });
  await lookup(page, 'https://remote.example/users/frank');
  await expect(page.getByRole('status').filter({ hasText: 'Fetching as AP object' })).toBeVisible();
  await expect(page).toHaveURL(/\/@frank@remote\.example$/);

  // The devserver's own note, addressed with https:// (the spec resolves https only).
  const tl = await request.post('/api/notes/local-timeline', { data: { limit: 1 } });
  const [note] = (await tl.json()) as { id: string }[];
  await lookup(page, `https://${new URL(baseURL ?? '').host}/notes/${note?.id}`);
  await expect(page).toHaveURL(new RegExp(`/notes/${note?.id}$`));
});

test('a submenu hides 300 ms after the pointer leaves it', async ({ page }) => {
  await page.goto('/debug/overlays');
  await page.getByRole('button', { name: 'Popup menu' }).click();
  await page.getByRole('menu').first().getByRole('menuitem', { name: 'Lazy children' }).hover();
  const sub = page.locator('[data-menu-level="1"]');
  await expect(sub.getByRole('menuitem', { name: 'Child' })).toBeVisible();
  await sub.getByRole('menuitem', { name: 'Child' }).hover();
  const gone = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const mo = new MutationObserver(() => {
          if (!document.querySelector('[data-menu-level="1"]')) {
            mo.disconnect();
            resolve(performance.now() - start);
          }
        });
        mo.observe(document.body, { childList: true, subtree: true });
      }),
  );
  await page.mouse.move(700, 850);
  const ms = await gone;
  expect(ms).toBeGreaterThanOrEqual(280);
  expect(ms).toBeLessThan(800);
  await expect(page.getByRole('menu')).toHaveCount(1);
});
