import type {
  ContributionRegistry,
  I18nService,
  MenuItem,
  MenuLocation,
  MenuPlacement,
  MenuPresenterService,
  MenuService,
  MenuTargets,
  ViewerService,
} from '@kite/sdk';
import { locationItems } from './location';

/**
 * The kernel's menus: it gathers the items of each location from the `menuItems`
 * contributions (so a third-party note-menu item shows whichever extension offers the
 * button), and hands every menu to the `MenuPresenter` an extension provides to draw.
 */
export class KernelMenus implements MenuService {
  constructor(
    /** Who draws menus (the menus extension), or null when none is provided: then no menu opens. */
    private readonly presenter: () => MenuPresenterService | null,
    /** What location menus are drawn from: the menuItems contributions, the viewer, the language. */
    private readonly locations: { registry: ContributionRegistry; viewer: ViewerService; i18n: I18nService },
  ) {}

  private show(items: MenuItem[], placement: MenuPlacement, context: boolean): Promise<void> {
    return this.presenter()?.show(items, placement, { context }) ?? Promise.resolve();
  }

  popup(items: MenuItem[], anchor: HTMLElement | null, opts?: { align?: 'left' | 'center' | 'right' }): Promise<void> {
    return this.show(items, { kind: 'anchor', el: anchor, align: opts?.align }, false);
  }

  itemsFor<L extends MenuLocation>(location: L, target: MenuTargets[L]): MenuItem[] {
    const { registry, viewer, i18n } = this.locations;
    return locationItems({ registry, i18n, who: viewer.info }, location, target);
  }

  /** Draws a location's menu, so its items show whichever extension offers the button that opens it. */
  openFor<L extends MenuLocation>(
    location: L,
    target: MenuTargets[L],
    anchor: HTMLElement | null,
    opts?: { align?: 'left' | 'center' | 'right' },
  ): Promise<void> {
    return this.popup(this.itemsFor(location, target), anchor, opts);
  }

  context(items: MenuItem[], event: { clientX: number; clientY: number; preventDefault(): void }): Promise<void> {
    event.preventDefault();
    return this.show(items, { kind: 'point', x: event.clientX, y: event.clientY }, true);
  }
}
