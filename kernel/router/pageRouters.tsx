import { Outlet, RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { Navigation, ServiceProvider } from '@kite/sdk';
import type { PageRouter, PageRouterService } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { KernelContributionRegistry } from '../contributions/registry';
import { createKiteRouter } from '../boot/router';
import { KiteNavigation } from './navigation';

/**
 * Page routers (spec 1 §2.4 page windows): a TanStack router over its own memory history
 * and a child service scope whose Navigation is that router.
 */
export class KernelPageRouters implements PageRouterService {
  constructor(private readonly deps: { services: KernelServices; registry: KernelContributionRegistry; username: () => string | null }) {}

  create(path: string): PageRouter {
    const { services, registry, username } = this.deps;
    const history = createMemoryHistory({ initialEntries: [path] });
    const { router, dispose, refresh } = createKiteRouter({ registry, history, rootComponent: () => <Outlet />, username });
    const navigation = new KiteNavigation(router, undefined, refresh);
    const scope = services.child();
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
}
