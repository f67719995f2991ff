import { useSyncExternalStore } from 'react';
import { whenIdle } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { DeferredNavigation } from './deferredNavigation';
import { RouteView } from './RouteView';
import { loadRouting } from './loadRouting';
import type { RoutingModule } from './loadRouting';
import type { AppRouter, RouterDeps } from './tanstackRouting';

/** What the shell draws around the page; `routed`: the router draws the page (not yet while the first page is drawn directly). */
export type RoutingState = { pathname: string; search: string; loading: boolean; routed: boolean };

/**
 * The app's routing. TanStack Router is not in the first load: a first address that is a
 * contributed path as it stands (`/`, `/notifications` …) is drawn straight from its contribution,
 * the router is built after the first content and takes over at the first navigation (the shell
 * stays mounted; only the page changes). Any other first address waits for the router.
 */
export class AppRouting {
  readonly navigation: DeferredNavigation;
  app: AppRouter | null = null;
  private building: Promise<AppRouter> | null = null;
  direct: { path: string; props: RouteProps } | null = null;
  private state: RoutingState;
  private readonly listeners = new Set<() => void>();
  private readonly start: string;

  constructor(
    private readonly deps: RouterDeps & { pageView: (href: string) => void },
    private readonly load: () => Promise<RoutingModule> = loadRouting,
  ) {
    const { pathname, search, hash } = globalThis.location;
    this.start = pathname + search + hash;
    this.state = { pathname, search, loading: false, routed: false };
    this.navigation = new DeferredNavigation(this.start, () => this.build().then((a) => a.navigation));
    this.navigation.subscribe(() => deps.pageView(this.navigation.current));
  }

  /**
   * Chooses how the first page is drawn, once the extensions have contributed their routes;
   * returns the contributed path the address opens (null: none).
   */
  async begin(): Promise<string | null> {
    const { pathname, search, hash } = globalThis.location;
    const [routes, redirects] = [this.deps.registry.list('routes'), this.deps.registry.list('redirects')];
    // A contributed path as it stands (no parameters, no redirect): the router would match it to that path alone.
    if (!/[:*{}$]/.test(pathname) && routes.some((r) => r.path === pathname) && !redirects.some((r) => r.from === pathname)) {
      this.direct = { path: pathname, props: { params: {}, query: Object.fromEntries(new URLSearchParams(search)), hash: hash.slice(1) } };
      this.deps.pageView(this.start);
      // Only an address pushed by someone else (an in-page anchor) comes back before the router: let it route that.
      const popped = () => void (this.state.routed || this.build().then((a) => a.router.load()));
      globalThis.addEventListener('popstate', popped, { once: true });
      return pathname;
    }
    const app = await this.build();
    await app.router.load();
    this.set({ routed: true });
    return app.navigation.routePathAt(pathname);
  }

  /** Builds the router (once): before the first page if that needs it, else after the first content or at the first navigation. */
  build(): Promise<AppRouter> {
    if (this.building) return this.building;
    this.building = this.load().then(async (m) => {
      // In steps at idle moments, so none holds up a note streaming in (the router is not on screen yet).
      if (this.direct) await whenIdle(500);
      const app = m.createAppRouter(this.deps);
      // The address drawn directly is where the router starts from, not a page change.
      if (this.direct) await whenIdle(500).then(() => app.router.load());
      app.router.subscribe('onBeforeLoad', (e) =>
        this.set({ pathname: e.toLocation.pathname, search: e.toLocation.searchStr, loading: true }),
      );
      app.router.subscribe('onResolved', (e) => this.set({ loading: false, routed: this.state.routed || e.hrefChanged }));
      this.app = app;
      this.navigation.attach(app.navigation);
      return app;
    });
    this.building.catch(() => (this.building = null));
    return this.building;
  }

  private set(patch: Partial<RoutingState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  readonly subscribe = (listener: () => void) => (this.listeners.add(listener), () => void this.listeners.delete(listener));
  readonly snapshot = () => this.state;
}

export const useRouting = (routing: AppRouting): RoutingState => useSyncExternalStore(routing.subscribe, routing.snapshot);

/** Where the pages go: the first one drawn directly, then the router's (the shell around stays when the router takes over). */
export function AppPage({ routing }: { routing: AppRouting }) {
  const { routed } = useRouting(routing);
  const { app, direct } = routing;
  if (routed && app) return <app.View />;
  return direct ? <RouteView path={direct.path} routeProps={direct.props} /> : null;
}
