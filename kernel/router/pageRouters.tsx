import { lazy } from 'react';
import type { PageRouter, PageRouterService } from '@kite/sdk';
import type { KernelServices } from '../di/services';
import type { RouterDeps } from './tanstackRouting';
import { DeferredNavigation } from './deferredNavigation';
import { loadRouting } from './loadRouting';

/**
 * Page routers (spec 1 §2.4 page windows), each a TanStack router over its own memory history.
 * The router chunk loads after the first content; a window opened before it waits in its view.
 */
export class KernelPageRouters implements PageRouterService {
  constructor(private readonly deps: RouterDeps & { services: KernelServices }) {}

  create(path: string): PageRouter {
    let page: PageRouter | null = null;
    let disposed = false;
    const ready = loadRouting().then((m) => {
      page = m.createPageRouter(this.deps, path);
      if (disposed) page.dispose();
      navigation.attach(page.navigation);
      return page;
    });
    const navigation = new DeferredNavigation(path, () => ready.then((p) => p.navigation));
    return {
      View: lazy(() => ready.then((p) => ({ default: p.View }))),
      navigation,
      canGoBack: () => page?.canGoBack() ?? false,
      reload: () => page?.reload(),
      dispose: () => {
        disposed = true;
        page?.dispose();
      },
    };
  }
}
