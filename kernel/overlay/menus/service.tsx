import { useEffect, useRef, useState } from 'react';
import type { ContributionRegistry, I18nService, MenuItem, MenuLocation, MenuService, MenuTargets, ViewerService } from '@kite/sdk';
import type { OverlayStack } from '../stack';
import type { MenuPlacement } from './MenuPanel';
import { MenuPanel } from '../views';
import { claimZIndex } from '@kite/sdk';
import { locationItems } from './location';

/**
 * A menu on the overlay stack. A popup closes on selection, Escape or an outside click;
 * a context menu on any outside mousedown (spec 1 §4). Focus returns to where it was.
 */
function MenuRoot(props: { items: MenuItem[]; placement: MenuPlacement; context: boolean; close: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [z] = useState(() => claimZIndex('high'));
  const { close, context } = props;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const outside = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) {
        close();
      }
    };
    const ev = context ? 'mousedown' : 'pointerdown';
    // Registered after the opening event finishes, so the click that opened it does not close it.
    const id = setTimeout(() => document.addEventListener(ev, outside, true));
    return () => {
      clearTimeout(id);
      document.removeEventListener(ev, outside, true);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [close, context]);
  return (
    <div ref={root} className="kite-menu-root">
      <MenuPanel items={props.items} placement={props.placement} close={close} z={z} />
    </div>
  );
}

export class KernelMenus implements MenuService {
  constructor(
    private readonly stack: OverlayStack,
    /** What location menus are drawn from: the menuItems contributions, the viewer, the language. */
    private readonly locations: { registry: ContributionRegistry; viewer: ViewerService; i18n: I18nService },
  ) {}

  private show(items: MenuItem[], placement: MenuPlacement, context: boolean): Promise<void> {
    return new Promise((resolve) => {
      // One stable close function: MenuRoot's effects depend on it.
      const close = () => {
        handle.dispose();
        resolve();
      };
      const handle = this.stack.mount(function MenuEntry() {
        return <MenuRoot items={items} placement={placement} context={context} close={close} />;
      });
    });
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
