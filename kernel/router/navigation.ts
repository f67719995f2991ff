import type { AnyRouter } from '@tanstack/react-router';
import type { NavigationService } from '@kite/sdk';
import { CATCH_ALL_ID } from './routeTree';

/**
 * The Navigation service over one TanStack router (the app's, or a page window's).
 * A path that matches only the catch-all is loaded in full instead of routed in-app:
 * the server may own it (spec 1 §2.2).
 */
export class KiteNavigation implements NavigationService {
  constructor(
    private readonly router: AnyRouter,
    private readonly fullLoad: (href: string) => void = (href) => globalThis.location.assign(href),
    /** Brings the route tree up to date with the route contributions (see `createKiteRouter`). */
    private readonly refresh: () => void = () => {},
  ) {}

  get current(): string {
    const l = this.router.state.location;
    return l.href;
  }

  /** The route ids a path would match, leaf last. */
  matchIds(href: string): string[] {
    this.refresh();
    const path = href.replace(/[?#].*$/, '');
    return this.router.matchRoutes(path, {}, { throwOnError: false }).map((m: { routeId: string }) => m.routeId);
  }

  /** The contributed path (Misskey syntax, e.g. `/x/:id/:tab?`) that `href` opens, if any. */
  routePathAt(href: string): string | null {
    const ids = this.matchIds(href);
    const leaf = ids[ids.length - 1];
    return (leaf && this.router.routesById[leaf]?.options.staticData?.kitePath) || null;
  }

  push(to: string): void {
    this.go(to, false);
  }

  replace(to: string): void {
    this.go(to, true);
  }

  private go(to: string, replace: boolean) {
    const ids = this.matchIds(to);
    // Only the root matched: the route tree has nothing for this path at all.
    if (ids.length <= 1) throw new Error(`no route found: ${to}`);
    if (ids[ids.length - 1] === CATCH_ALL_ID) {
      this.fullLoad(to);
      return;
    }
    void this.router.navigate({ href: to, replace });
  }

  back(): void {
    this.router.history.back();
  }

  subscribe(listener: () => void): () => void {
    return this.router.subscribe('onResolved', listener);
  }
}
