import type { ComponentType } from 'react';
import type { NavigationService } from './services';
import { createToken } from './tokens';

/**
 * A router of its own over the route contributions, on a memory history starting at
 * one path (a page window's). Its `View` renders the current page inside a service scope
 * whose `Navigation` is this router, so an sdk `<Link>` inside navigates it.
 */
export interface PageRouter {
  readonly View: ComponentType;
  readonly navigation: NavigationService;
  /** Whether this router's own history has an entry to go back to. */
  canGoBack(): boolean;
  /** Renders the current page again (its data reloads). */
  reload(): void;
  dispose(): void;
}

/** Creates page routers (the kernel; page windows use it). */
export interface PageRouterService {
  create(path: string): PageRouter;
}
/** Token of the page router factory (`PageRouterService`). Provided by the kernel: usable without listing it in `requires`. */
export const PageRouters = createToken<PageRouterService>('kite.pageRouters');
