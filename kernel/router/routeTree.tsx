import { useMemo } from 'react';
import type { ReactElement } from 'react';
import { createRootRoute, createRoute, redirect, useLocation, useParams } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import type { RedirectContribution, RouteProps } from '@kite/sdk';
import { followRedirects } from './redirects';
import { mapParams, toTanStackPath } from './paths';
import { RouteView } from './RouteView';
import { NotFoundPage } from './pages/NotFoundPage';

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** The contributed path (Misskey syntax) a route was built from. */
    kitePath?: string;
  }
}

export interface RouteTreeOptions {
  /** The paths extensions contribute (each rendered by whichever contribution serves the viewer). */
  paths: readonly string[];
  /** The `from` paths of redirects, and the redirects in force when one is followed. */
  redirectFroms?: readonly string[];
  redirects?: () => readonly RedirectContribution[];
  /** The layout around the outlet (the app shell, or a page window's frame). */
  rootComponent: () => ReactElement;
  /** Username of the signed-in user (for /redirect-test), read at redirect time. */
  username: () => string | null;
  /** Include the catch-all not-found route (default true). */
  catchAll?: boolean;
}

/** A contributed page with the params, query and hash of the address TanStack matched. */
function RoutedPage(props: { path: string; splatName: string | null }) {
  const rawParams: Record<string, unknown> = useParams({ strict: false });
  const { searchStr, hash } = useLocation();
  const routeProps: RouteProps = useMemo(
    () => ({ params: mapParams(rawParams, props.splatName), query: Object.fromEntries(new URLSearchParams(searchStr)), hash }),
    [rawParams, props.splatName, searchStr, hash],
  );
  return <RouteView path={props.path} routeProps={routeProps} />;
}

/** Marks the catch-all route, so navigation can tell "matches only the catch-all". */
export const CATCH_ALL_ID = '/$';

export function buildRouteTree(opts: RouteTreeOptions): AnyRoute {
  const root = createRootRoute({ component: opts.rootComponent, notFoundComponent: NotFoundPage });
  const pages = opts.paths.map((routePath) => {
    const { path, splatName } = toTanStackPath(routePath);
    return createRoute({
      getParentRoute: () => root,
      path,
      // Lets the kernel tell which contributed path an address matched (e.g. for the minimal shell).
      staticData: { kitePath: routePath },
      component: function Page() {
        return <RoutedPage path={routePath} splatName={splatName} />;
      },
    });
  });
  const redirects = (opts.redirectFroms ?? []).map((from) =>
    createRoute({
      getParentRoute: () => root,
      path: from,
      beforeLoad: ({ location }) => {
        const target = followRedirects(location.href, opts.redirects?.() ?? [], opts.username());
        throw redirect({ href: target, replace: true });
      },
    }),
  );
  const catchAll = createRoute({ getParentRoute: () => root, path: '$', component: NotFoundPage });
  return root.addChildren(opts.catchAll === false ? [...pages, ...redirects] : [...pages, ...redirects, catchAll]);
}
