import { createMemoryHistory, Outlet, RouterProvider } from '@tanstack/react-router';
import { Config, Contributions, I18n, Navigation, Viewer, ServiceProvider } from '@kite/sdk';
import type { RuntimeConfig, ViewerInfo, ViewerService } from '@kite/sdk';
import { KernelServices } from '../../kernel/di/services';
import { KernelContributionRegistry } from '../../kernel/contributions/registry';
import { KernelI18n } from '../../kernel/i18n/service';
import { createKiteRouter } from '../../kernel/boot/router';
import { KiteNavigation } from '../../kernel/router/navigation';

/** The kernel services a routed page needs: contributions, config, i18n and a viewer. */
export function createTestServices(opts: { config?: RuntimeConfig; viewer?: Partial<ViewerInfo> } = {}) {
  const services = new KernelServices();
  const registry = new KernelContributionRegistry();
  const signinRequests: number[] = [];
  const info: ViewerInfo = { signedIn: false, me: null, isStaff: false, meta: null, ...opts.viewer };
  const viewer: ViewerService = { info, subscribe: () => () => {}, requestSignin: () => void signinRequests.push(Date.now()) };
  services.provide(Contributions, registry);
  services.provide(Config, opts.config ?? { bundles: {}, extensions: [] });
  services.provide(I18n, new KernelI18n());
  services.provide(Viewer, viewer);
  return { services, registry, info, signinRequests };
}

/** A kernel slice with a router over memory history: what router tests (and page windows) need. */
export function createTestRouter(opts: {
  path: string;
  config?: RuntimeConfig;
  viewer?: Partial<ViewerInfo>;
  fullLoad?: (href: string) => void;
}) {
  const { services, registry, info, signinRequests } = createTestServices(opts);
  const history = createMemoryHistory({ initialEntries: [opts.path] });
  const { router, refresh } = createKiteRouter({
    registry,
    history,
    rootComponent: () => <Outlet />,
    username: () => info.me?.username ?? null,
  });
  const navigation = new KiteNavigation(router, opts.fullLoad ?? (() => {}), refresh);
  services.provide(Navigation, navigation);
  const ui = (
    <ServiceProvider services={services}>
      <RouterProvider router={router} />
    </ServiceProvider>
  );
  return { services, registry, router, navigation, ui, signinRequests, refresh };
}
