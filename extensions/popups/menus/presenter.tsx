import { lazyView, mountUntilDone } from '@kite/sdk';
import type { MenuItem, MenuPlacement, MenuPresenterService, OverlayHost } from '@kite/sdk';

// Menus are not needed to paint a page: their code loads on the first input (see index.ts) or the first menu.
const MenuRoot = lazyView(() => import('./MenuRoot').then((m) => m.MenuRoot));

/** Draws the kernel's menus on the overlay stack, one entry per open menu. */
export class OverlayMenuPresenter implements MenuPresenterService {
  constructor(private readonly stack: OverlayHost) {}

  preload(): Promise<unknown> {
    return MenuRoot.preload();
  }

  show(items: MenuItem[], placement: MenuPlacement, opts: { context: boolean }): Promise<void> {
    // One stable close function (`done`): MenuRoot's effects depend on it.
    return mountUntilDone<void>(
      this.stack,
      (close) =>
        function MenuEntry() {
          return <MenuRoot items={items} placement={placement} context={opts.context} close={close} />;
        },
    );
  }
}
