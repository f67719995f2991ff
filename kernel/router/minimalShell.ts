import type { RouteContribution } from '@kite/sdk';

/**
 * Whether the app starts in the minimal shell (spec 1 §2.2): the contributed path the first
 * address opens is flagged `minimalShell` (share, auth and install pages).
 */
export function startsMinimalShell(routePath: string | null, routes: readonly RouteContribution[]): boolean {
  return routePath !== null && routes.some((r) => r.path === routePath && r.minimalShell);
}
