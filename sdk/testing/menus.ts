import type { MenuLocation, MenuTargets } from '../contributions';
import type { MenuItem, MenuService } from '../overlay';

type Align = { align?: 'left' | 'center' | 'right' };

/** One menu the code under test opened. */
export type OpenedMenu =
  | { kind: 'popup'; items: MenuItem[]; anchor: HTMLElement | null; opts: Align | undefined }
  | { kind: 'context'; items: MenuItem[]; at: { x: number; y: number } }
  | { kind: 'location'; location: MenuLocation; items: MenuItem[]; anchor: HTMLElement | null };

/**
 * A `MenuService` that records every menu opened, closing it at once. The contributed items of a
 * location are the test's (`contributed`), none by default.
 */
export class TestMenus implements MenuService {
  readonly opened: OpenedMenu[] = [];

  constructor(private readonly contributed: (location: MenuLocation) => MenuItem[] = () => []) {}

  /** The items of the last menu opened (empty when none was). */
  get lastItems(): MenuItem[] {
    return this.opened.at(-1)?.items ?? [];
  }

  async popup(items: MenuItem[], anchor: HTMLElement | null, opts?: Align): Promise<void> {
    this.opened.push({ kind: 'popup', items, anchor, opts });
  }

  async context(items: MenuItem[], event: { clientX: number; clientY: number; preventDefault(): void }): Promise<void> {
    event.preventDefault();
    this.opened.push({ kind: 'context', items, at: { x: event.clientX, y: event.clientY } });
  }

  itemsFor<L extends MenuLocation>(location: L, _target: MenuTargets[L]): MenuItem[] {
    return this.contributed(location);
  }

  async openFor<L extends MenuLocation>(location: L, target: MenuTargets[L], anchor: HTMLElement | null): Promise<void> {
    this.opened.push({ kind: 'location', location, items: this.itemsFor(location, target), anchor });
  }
}

/** A menus double; `contributed` gives the items other extensions add at a location. */
export function menusDouble(contributed?: (location: MenuLocation) => MenuItem[]): TestMenus {
  return new TestMenus(contributed);
}
