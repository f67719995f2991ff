import type { Browser } from 'playwright-core';
import { newCdp, probeScript, signInUi, snapshot } from './page';
import type { Snapshot } from './page';
import { applyThrottle, desktop } from './profiles';
import type { DeviceProfile } from './profiles';

export interface StreamResult {
  tasks: { start: number; duration: number }[];
  /** Notes that arrived on screen during the long-task window. */
  shown: number;
  /** Heap and DOM at the start and the end of the long session (reading at the top). */
  longStart: Snapshot;
  longMid: Snapshot;
  longEnd: Snapshot;
  /** Long tasks during the long session (after the first window). */
  longTasks: { start: number; duration: number }[];
  longNotes: number;
}

/**
 * Reads the local timeline at the top while the devserver posts 10 notes/s: long tasks
 * during the first `windowSeconds`, then heap and DOM after `longSeconds` more (the list
 * is trimmed to 30 at the top, so neither should grow).
 */
export async function measureStreaming(
  browser: Browser,
  url: string,
  windowSeconds: number,
  longSeconds: number,
  profile: DeviceProfile = desktop,
): Promise<StreamResult> {
  const sctx = await browser.newContext(profile.context);
  try {
    await sctx.addInitScript(probeScript);
    const spage = await sctx.newPage();
    await signInUi(spage, url);
    await spage.getByRole('tab', { name: 'Local' }).click();
    await spage.locator('[role="feed"] article.kite-note').first().waitFor();
    // The ticker numbers its notes "(tick n)": the top note's number before and after tells how many arrived.
    const tickAtTop = () =>
      spage.evaluate(() => Number(/\(tick (\d+)\)/.exec(document.querySelector('[data-row-index="0"]')?.textContent ?? '')?.[1] ?? NaN));
    await spage.waitForFunction(() => /\(tick \d+\)/.test(document.querySelector('[data-row-index="0"]')?.textContent ?? ''));
    // Throttled only for the measured window (signing in at 4× slowdown would just take longer).
    const cdp = await newCdp(sctx, spage);
    await applyThrottle(cdp, profile);
    const before = await spage.evaluate(() => performance.now());
    const firstTick = await tickAtTop();
    await spage.waitForTimeout(windowSeconds * 1000);
    const tasks = await spage.evaluate(
      (t0) =>
        (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench.longTasks.filter(
          (x) => x.start >= t0,
        ),
      before,
    );
    const windowTick = await tickAtTop();
    if (profile.throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const longStart = await snapshot(spage, cdp);
    const t1 = await spage.evaluate(() => performance.now());
    await spage.waitForTimeout((longSeconds / 2) * 1000);
    const longMid = await snapshot(spage, cdp);
    await spage.waitForTimeout((longSeconds / 2) * 1000);
    const longEnd = await snapshot(spage, cdp);
    const endTick = await tickAtTop();
    const longTasks = await spage.evaluate(
      (t0) =>
        (window as unknown as { __bench: { longTasks: { start: number; duration: number }[] } }).__bench.longTasks.filter(
          (x) => x.start >= t0,
        ),
      t1,
    );
    return { tasks, shown: windowTick - firstTick, longStart, longMid, longEnd, longNotes: endTick - windowTick, longTasks };
  } finally {
    await sctx.close();
  }
}
