import type { RouteContribution } from '@kite/sdk';
import { preloadLazy } from '@kite/sdk';

/**
 * Downloads the page contributed for `pathname` (exact paths only, e.g. the signed-in `/`) before the first
 * render, waiting at most `capMs`. A page that suspends at the first render shows the spinner and React then
 * holds the page back ≥ 300 ms; loaded first, it paints with the shell. A failure is left to the render
 * (the route's error screen).
 */
export async function preloadCurrentPage(routes: readonly RouteContribution[], pathname: string, capMs = 1000): Promise<void> {
  const here = routes.find((r) => r.path === pathname);
  if (!here) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([preloadLazy(here.component).catch(() => {}), new Promise((r) => (timer = setTimeout(r, capMs)))]);
  clearTimeout(timer);
}
