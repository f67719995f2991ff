import type { RouteContribution } from '@kite/sdk';
import { preloadLazy } from '@kite/sdk';
import { routeFor } from './RouteView';

/**
 * Downloads the page contributed for `pathname` to this viewer (exact paths only, e.g. the signed-in `/`) before the first
 * render, waiting at most `capMs`. A page that suspends at the first render shows the spinner and React then
 * holds the page back ≥ 300 ms; loaded first, it paints with the shell. A failure is left to the render
 * (the route's error screen).
 */
export async function preloadCurrentPage(
  routes: readonly RouteContribution[],
  pathname: string,
  signedIn: boolean,
  capMs = 1000,
): Promise<void> {
  const here = routeFor(routes, pathname, signedIn);
  if (!here) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([preloadLazy(here.component).catch(() => {}), new Promise((r) => (timer = setTimeout(r, capMs)))]);
  clearTimeout(timer);
}
