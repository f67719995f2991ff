import type { RouteContribution } from '@kite/sdk';
import { within } from '@kite/sdk';
import { preloadLazy } from '@kite/sdk/internal';
import { routeFor } from './RouteView';

/**
 * Downloads the page for `pathname` (exact paths only, e.g. the signed-in `/`) before the first render, at most `capMs`: a page
 * that suspends there shows the spinner, and React holds it back ≥ 300 ms. Beside it the route's `prepare` fetches its first data,
 * awaited `prepareMs` at most: drawn in the first render, it saves a second one, but a slow server must not hold back the shell.
 */
export async function preloadCurrentPage(
  routes: readonly RouteContribution[],
  pathname: string,
  signedIn: boolean,
  capMs = 1000,
  prepareMs = 200,
): Promise<void> {
  const here = routeFor(routes, pathname, signedIn);
  if (!here) return;
  const prepare = async () => here.prepare?.();
  const data = within(prepare(), prepareMs).catch(() => {});
  await within(Promise.all([preloadLazy(here.component).catch(() => {}), data]), capMs);
}
