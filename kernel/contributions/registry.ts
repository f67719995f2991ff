import type { ContributionPointId, ContributionRegistry, ContributionTypes, Disposable } from '@kite/sdk';

type Entry = { owner: string; item: unknown };

/**
 * Holds every contribution point. Lists are immutable snapshots replaced on change, so
 * `useSyncExternalStore` readers see a stable value between changes.
 */
export class KernelContributionRegistry implements ContributionRegistry {
  private entries = new Map<ContributionPointId, Entry[]>();
  private snapshots = new Map<ContributionPointId, readonly unknown[]>();
  private listeners = new Map<ContributionPointId, Set<() => void>>();

  add<K extends ContributionPointId>(point: K, owner: string, item: ContributionTypes[K]): Disposable {
    return this.addDeclared(point, owner, item);
  }

  /** Adds an item read from an extension's manifest (checked against the point's type where it was declared). */
  addDeclared(point: ContributionPointId, owner: string, item: unknown): Disposable {
    const entry: Entry = { owner, item };
    this.entries.set(point, [...(this.entries.get(point) ?? []), entry]);
    this.changed(point);
    let disposed = false;
    return {
      dispose: () => {
        if (disposed) return;
        disposed = true;
        this.entries.set(
          point,
          (this.entries.get(point) ?? []).filter((e) => e !== entry),
        );
        this.changed(point);
      },
    };
  }

  list<K extends ContributionPointId>(point: K): readonly ContributionTypes[K][] {
    let snap = this.snapshots.get(point);
    if (!snap) {
      snap = Object.freeze((this.entries.get(point) ?? []).map((e) => e.item));
      this.snapshots.set(point, snap);
    }
    return snap as readonly ContributionTypes[K][];
  }

  /** The id of the extension that contributed `item`. */
  ownerOf(point: ContributionPointId, item: unknown): string | undefined {
    return this.entries.get(point)?.find((e) => e.item === item)?.owner;
  }

  subscribe(point: ContributionPointId, listener: () => void): () => void {
    let set = this.listeners.get(point);
    if (!set) this.listeners.set(point, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private changed(point: ContributionPointId) {
    this.snapshots.delete(point);
    for (const l of [...(this.listeners.get(point) ?? [])]) l();
  }
}
