import { Outlet, RouterProvider, createBrowserHistory, createMemoryHistory } from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { Navigation, ServiceProvider } from '@kite/sdk';
import type { PageRouter } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { KernelContributionRegistry } from '../contributions/registry';
import { createKiteRouter } from '../boot/router';
import { KiteNavigation } from './navigation';

// Everything that needs TanStack Router, in a chunk of its own (see `loadRouting`).

export type RouterDeps = { registry: KernelContributionRegistry; username: () => string | null };
/** The app's router over the browser's history; `View` renders its pages (the shell is drawn around it). */
export type AppRouter = { router: AnyRouter; navigation: KiteNavigation; View: ComponentType };

export function createAppRouter(deps: RouterDeps): AppRouter {
  const { router, refresh } = createKiteRouter({ ...deps, history: createBrowserHistory(), rootComponent: () => <Outlet /> });
  return { router, navigation: new KiteNavigation(router, undefined, refresh), View: () => <RouterProvider router={router} /> };
}

/**
 * A page router (spec 1 §2.4 page windows): a TanStack router over its own memory history
 * and a child service scope whose Navigation is that router.
 */
export function createPageRouter(deps: RouterDeps & { services: KernelServices }, path: string): PageRouter {
  const history = createMemoryHistory({ initialEntries: [path] });
  const { router, dispose, refresh } = createKiteRouter({ ...deps, history, rootComponent: () => <Outlet /> });
  const navigation = new KiteNavigation(router, undefined, refresh);
  const scope = deps.services.child();
  scope.provide(Navigation, navigation);
  return {
    View: () => (
      <ServiceProvider services={scope}>
        <RouterProvider router={router} />
      </ServiceProvider>
    ),
    navigation,
    // The first memory entry carries no index, which TanStack's canGoBack counts as "can go back".
    canGoBack: () => ((router.history.location.state as { __TSR_index?: number }).__TSR_index ?? 0) > 0,
    reload: () => void router.invalidate(),
    dispose,
  };
}
