import { createElement } from 'react';
import { resolveLazy } from '@kite/sdk';
import type { Disposable, NavigationService, OverlayHost, PageRouterService, PageWindowService } from '@kite/sdk';

/** Spec 1 §9: three windows open at once grant open3windows. */
export const THREE_WINDOWS = 3;

const PageWindow = resolveLazy({ lazy: () => import('./PageWindow') });

/** Opens page windows in the overlay layer, each on its own page router. */
export class ExtensionPageWindows implements PageWindowService {
  private open_ = new Set<Disposable>();

  constructor(
    private readonly deps: {
      routers: PageRouterService;
      overlays: OverlayHost;
      main: () => NavigationService;
      achievement: (name: string) => void;
    },
  ) {}

  get count(): number {
    return this.open_.size;
  }

  showInPage(path: string): void {
    this.deps.main().push(path);
  }

  open(path: string): void {
    const page = this.deps.routers.create(path);
    const index = this.open_.size;
    const showInPage = (p: string) => this.showInPage(p);
    const closed = () => {
      if (this.open_.delete(entry)) page.dispose();
    };
    const entry: Disposable = this.deps.overlays.mount(function PageWindowEntry({ close }) {
      return createElement(PageWindow, {
        page,
        index,
        showInPage,
        close: () => {
          close();
          closed();
        },
      });
    });
    this.open_.add(entry);
    if (this.open_.size >= THREE_WINDOWS) this.deps.achievement('open3windows');
  }
}
