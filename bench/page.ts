import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** Injected before any page script: first-note time, long tasks. */
export const probeScript = `
  window.__bench = { firstNote: null, longTasks: [] };
  new MutationObserver((_, obs) => {
    if (document.querySelector('[role="feed"] article.kite-note')) { window.__bench.firstNote = performance.now(); obs.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.longTasks.push({ start: e.startTime, duration: e.duration }); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
`;

export async function signInUi(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  const main = page.locator('main');
  await main.getByLabel('Username').fill('alice');
  await main.getByLabel('Password').fill('password');
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.locator('[role="feed"] article.kite-note').first().waitFor();
}

export interface Snapshot {
  notesLoaded: number;
  domNodes: number;
  elements: number;
  mountedCards: number;
  heapUsedBytes: number;
}

/** DOM and heap after a forced GC, as CDP reports them. */
export async function snapshot(page: Page, cdp: CDPSession): Promise<Snapshot> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const dom = await page.evaluate(() => ({
    elements: document.getElementsByTagName('*').length,
    mountedCards: document.querySelectorAll('[role="feed"] article.kite-note').length,
    notesLoaded:
      1 + Math.max(-1, ...[...document.querySelectorAll('[data-row-index]')].map((e) => Number((e as HTMLElement).dataset.rowIndex))),
  }));
  return { ...dom, domNodes: m.Nodes ?? 0, heapUsedBytes: m.JSHeapUsedSize ?? 0 };
}

/** Scrolls to the bottom until `n` rows have been loaded; returns the seconds it took. */
export async function scrollUntil(page: Page, n: number, timeoutMs = 600_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    const loaded = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return (
        1 + Math.max(-1, ...[...document.querySelectorAll('[data-row-index]')].map((e) => Number((e as HTMLElement).dataset.rowIndex)))
      );
    });
    if (loaded >= n) return (Date.now() - start) / 1000;
    if (Date.now() - start > timeoutMs) throw new Error(`only ${loaded} of ${n} notes after ${timeoutMs} ms`);
    await page.waitForTimeout(40);
  }
}

export async function newCdp(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return cdp;
}
