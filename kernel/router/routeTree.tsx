import type { ReactElement } from 'react';
import { createRootRoute, createRoute, redirect } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { followRedirects, redirectRules } from './redirects';
import { toTanStackPath } from './paths';
import { RouteView } from './RouteView';
import { NotFoundPage } from './pages/NotFoundPage';

export interface RouteTreeOptions {
  /** The paths extensions contribute (each rendered by whichever contribution serves the viewer). */
  paths: readonly string[];
  /** The layout around the outlet (the app shell, or a page window's frame). */
  rootComponent: () => ReactElement;
  /** Username of the signed-in user (for /redirect-test), read at redirect time. */
  username: () => string | null;
  /** Include the catch-all not-found route (default true). */
  catchAll?: boolean;
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
      component: function Page() {
        return <RouteView path={routePath} splatName={splatName} />;
      },
    });
  });
  const redirects = redirectRules.map((rule) =>
    createRoute({
      getParentRoute: () => root,
      path: rule.from,
      beforeLoad: ({ location }) => {
        const target = followRedirects(location.href, redirectRules, opts.username());
        throw redirect({ href: target, replace: true });
      },
    }),
  );
  const catchAll = createRoute({ getParentRoute: () => root, path: '$', component: NotFoundPage });
  return root.addChildren(opts.catchAll === false ? [...pages, ...redirects] : [...pages, ...redirects, catchAll]);
}
