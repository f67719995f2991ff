import type { ContributionPointId, ContributionTypes } from '../contributions';
import type { ContributionRegistry } from '../services';
import type { Disposable } from '../tokens';

type Entry<K extends ContributionPointId> = { readonly owner: string; readonly item: ContributionTypes[K] };

/** One point's items, its current list (kept until the items change) and its listeners. */
class Point<K extends ContributionPointId> {
  entries: Entry<K>[] = [];
  snapshot: readonly ContributionTypes[K][] | null = null;
  readonly listeners = new Set<() => void>();
}

type Points = { readonly [K in ContributionPointId]: Point<K> };

/**
 * The contribution registry of a test, as the kernel's behaves: items in the order they were added,
 * each remembering which extension added it, lists that stay the same object until they change
 * (for `useSyncExternalStore`), and listeners told of every change of their point.
 */
export class TestContributionRegistry implements ContributionRegistry {
  private readonly points: Points = {
    routes: new Point(),
    redirects: new Point(),
    navbar: new Point(),
    widgets: new Point(),
    menuItems: new Point(),
    mfmFunctions: new Point(),
    settingsPages: new Point(),
    notificationRenderers: new Point(),
    deckColumns: new Point(),
    layouts: new Point(),
    hotkeys: new Point(),
    paletteCommands: new Point(),
    noteViewInterruptors: new Point(),
    notePostInterruptors: new Point(),
    pageViewInterruptors: new Point(),
  };

  add<K extends ContributionPointId>(point: K, owner: string, item: ContributionTypes[K]): Disposable {
    const p: Point<K> = this.points[point];
    const entry: Entry<K> = { owner, item };
    p.entries = [...p.entries, entry];
    this.changed(p);
    let disposed = false;
    return {
      dispose: () => {
        if (disposed) return;
        disposed = true;
        p.entries = p.entries.filter((e) => e !== entry);
        this.changed(p);
      },
    };
  }

  list<K extends ContributionPointId>(point: K): readonly ContributionTypes[K][] {
    const p: Point<K> = this.points[point];
    p.snapshot ??= Object.freeze(p.entries.map((e) => e.item));
    return p.snapshot;
  }

  /** The items `owner` added at `point`, in order. */
  listOwnedBy<K extends ContributionPointId>(point: K, owner: string): readonly ContributionTypes[K][] {
    const p: Point<K> = this.points[point];
    return p.entries.filter((e) => e.owner === owner).map((e) => e.item);
  }

  /** The id of the extension that added `item`. */
  ownerOf<K extends ContributionPointId>(point: K, item: ContributionTypes[K]): string | undefined {
    const p: Point<K> = this.points[point];
    return p.entries.find((e) => e.item === item)?.owner;
  }

  subscribe(point: ContributionPointId, listener: () => void): () => void {
    const p = this.points[point];
    p.listeners.add(listener);
    return () => p.listeners.delete(listener);
  }

  private changed<K extends ContributionPointId>(p: Point<K>) {
    p.snapshot = null;
    for (const l of [...p.listeners]) l();
  }
}
