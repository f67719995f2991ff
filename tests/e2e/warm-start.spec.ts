import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { signIn } from './shellSupport';

/** API requests of one endpoint, and whether each started before the boot chunk had arrived. */
function watch(page: Page, endpoint: string) {
  const seen: { request: Request; beforeBoot: boolean }[] = [];
  let bootLoaded = false;
  page.on('response', (res) => {
    if (/\/assets\/boot-[\w-]+\.js$/.test(res.url())) bootLoaded = true;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${endpoint}`) seen.push({ request, beforeBoot: !bootLoaded });
  });
  return seen;
}

test("the start page's requests go out with the entry script on the next visit, and each is made once", async ({ page }) => {
  await signIn(page, 'alice');
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // The first signed-in start records what the home timeline asked for (written 4 s after start-up).
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kite:warm-start') ?? ''), { timeout: 8000 })
    .toContain('notes/timeline');
  expect(await page.evaluate(() => localStorage.getItem('kite:warm-start'))).not.toContain('"i":');

  const timeline = watch(page, 'notes/timeline');
  const me = watch(page, 'i');
  // The application code arrives late (as on a slow network): the start page's requests must not wait for it.
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // Adopted, not repeated: one request each, sent before the application code had loaded.
  expect(timeline).toHaveLength(1);
  expect(timeline[0]?.beforeBoot).toBe(true);
  expect(me).toHaveLength(1);
  expect(me[0]?.beforeBoot).toBe(true);
});

test('another path starts cold: nothing recorded for / is replayed on /my/drive', async ({ page }) => {
  await signIn(page, 'alice');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kite:warm-start') ?? ''), { timeout: 8000 })
    .toContain('notes/timeline');
  const timeline = watch(page, 'notes/timeline');
  await page.goto('/my/drive');
  await expect(page.getByRole('heading', { name: 'Drive' }).first()).toBeVisible();
  expect(timeline).toHaveLength(0);
});
