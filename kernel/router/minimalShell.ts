import type { RouteContribution } from '@kite/sdk';
import type { KiteNavigation } from './navigation';

/**
 * Whether the app starts in the minimal shell at `pathname` (spec 1 §2.2): the page there
 * is a route contribution flagged `minimalShell` (share, auth and install pages).
 */
export function startsMinimalShell(nav: KiteNavigation, routes: readonly RouteContribution[], pathname: string): boolean {
  const path = nav.routePathAt(pathname);
  return path !== null && routes.some((r) => r.path === path && r.minimalShell);
}
