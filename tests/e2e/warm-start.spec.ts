import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { signIn } from './shellSupport';
import { widgetColumn, widgetNames } from './support/widgets';
import { builtScript } from './support/builtFiles';

const bootScript = builtScript('kernel/boot/boot.tsx');

/** API requests of one endpoint, and whether each started before the boot chunk had arrived. */
function watch(page: Page, endpoint: string) {
  const seen: { request: Request; beforeBoot: boolean }[] = [];
  let bootLoaded = false;
  page.on('response', (res) => {
    if (new URL(res.url()).pathname === bootScript) bootLoaded = true;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/${endpoint}`) seen.push({ request, beforeBoot: !bootLoaded });
  });
  return seen;
}

/** Signs in as alice, then makes the start that records what the home timeline asked for (written 4 s after start-up). */
async function signInAndRecord(page: Page) {
  await signIn(page, 'alice');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kite:warm-start') ?? ''), { timeout: 8000 })
    .toContain('notes/timeline');
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
  await page.route(`**${bootScript}`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  // Adopted, not repeated: one request each, sent before the application code had loaded. (Once
  // the stream connects, the timeline catches up on what came meanwhile: a `sinceId` request.)
  const firstPages = timeline.filter((r) => !r.request.postDataJSON()?.sinceId);
  expect(firstPages).toHaveLength(1);
  expect(firstPages[0]?.beforeBoot).toBe(true);
  expect(me).toHaveLength(1);
  expect(me[0]?.beforeBoot).toBe(true);
});

test('the start page draws its first notes in its first render: the feed never shows its loading state', async ({ page }) => {
  await signInAndRecord(page);
  // Whether a loading spinner was in the page's main area before the first note card.
  await page.addInitScript(() => {
    const w = window as unknown as { __spinnerBeforeNotes: boolean };
    w.__spinnerBeforeNotes = false;
    new MutationObserver((_, obs) => {
      if (document.querySelector('[role="feed"] article')) return obs.disconnect();
      if (document.querySelector('#kite-main .kite-spinner')) w.__spinnerBeforeNotes = true;
    }).observe(document, { childList: true, subtree: true });
  });
  // The code arrives after the early answer, as on a slow network: the page's first render has its notes.
  await page.route(`**${bootScript}`, async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.continue();
  });
  const timeline = watch(page, 'notes/timeline');
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __spinnerBeforeNotes: boolean }).__spinnerBeforeNotes)).toBe(false);
  expect(timeline.filter((r) => !r.request.postDataJSON()?.sinceId)).toHaveLength(1);
});

test('another path starts cold: nothing recorded for / is replayed on /my/drive', async ({ page }) => {
  await signInAndRecord(page);
  const timeline = watch(page, 'notes/timeline');
  await page.goto('/my/drive');
  await expect(page.getByRole('heading', { name: 'Drive' }).first()).toBeVisible();
  expect(timeline).toHaveLength(0);
});

test('the widgets column and its widgets load after the first note, and the next visit preloads only what the first note needed', async ({
  page,
}) => {
  // When the first note card is in the DOM, in the page's own clock (performance.now()).
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.querySelector('[role="feed"] article')) {
        (window as unknown as { __firstNoteAt: number }).__firstNoteAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const timelinePage = builtScript('extensions/timeline/TimelinePage.tsx');
  const columnScripts = [
    builtScript('extensions/widgets-column/Column.tsx'),
    builtScript('extensions/widgets-basic/calendar/CalendarWidget.tsx'),
  ];
  const columnStarts = () =>
    page.evaluate(
      (scripts) => ({
        firstNote: (window as unknown as { __firstNoteAt?: number }).__firstNoteAt ?? null,
        column: performance
          .getEntriesByType('resource')
          .filter((e) => scripts.includes(new URL(e.name).pathname))
          .map((e) => e.startTime),
      }),
      columnScripts,
    );
  await signIn(page, 'alice');
  await expect.poll(widgetNames(widgetColumn(page))).toContain('calendar');
  // The start that records the warm-start list (written 4 s after start-up).
  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('kite:warm-start') ?? ''), { timeout: 8000 })
    .toContain('notes/timeline');
  const record = await page.evaluate(() => localStorage.getItem('kite:warm-start') ?? '');
  expect(record).toContain(timelinePage);
  for (const script of columnScripts) expect(record).not.toContain(script);

  await page.reload();
  await expect(page.locator('[role="feed"] article').first()).toBeVisible();
  await expect.poll(async () => (await columnStarts()).column.length).toBe(2);
  const { firstNote, column } = await columnStarts();
  expect(firstNote).not.toBeNull();
  for (const start of column) expect(start).toBeGreaterThanOrEqual(firstNote ?? Infinity);
});
