import type { CatchUpFeed } from './stream';

/**
 * Misskey ids (aid, aidx, meid, ulid, objectid) sort by creation time as strings of equal
 * length; a longer id is newer only across id schemes, which one server never mixes.
 */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A live feed plus catch-up after reconnect without loss or duplicates: every id is
 * emitted once; catch-up fetches `sinceId = newest seen` and emits what is new, oldest
 * first. Items arriving live while a catch-up is in flight are deduplicated too.
 */
export function createCatchUpFeed<T extends { id: string }>(opts: {
  fetchSince: (sinceId: string | null) => Promise<readonly T[]>;
  emit: (item: T) => void;
  /** Bound on remembered ids (older ones cannot come back via sinceId anyway). */
  memory?: number;
}): CatchUpFeed<T> {
  const seen = new Set<string>();
  const order: string[] = [];
  const memory = opts.memory ?? 2000;
  let newest: string | null = null;
  let inFlight: Promise<void> | null = null;

  const remember = (id: string): boolean => {
    if (seen.has(id)) return false;
    seen.add(id);
    order.push(id);
    if (order.length > memory) seen.delete(order.shift()!);
    if (newest === null || compareIds(id, newest) > 0) newest = id;
    return true;
  };

  return {
    get newestId() {
      return newest;
    },
    seed(items) {
      for (const i of items) remember(i.id);
    },
    push(item) {
      if (remember(item.id)) opts.emit(item);
    },
    catchUp() {
      // Concurrent reconnects share one fetch.
      inFlight ??= (async () => {
        try {
          const items = [...(await opts.fetchSince(newest))].sort((a, b) => compareIds(a.id, b.id));
          for (const i of items) if (remember(i.id)) opts.emit(i);
        } finally {
          inFlight = null;
        }
      })();
      return inFlight;
    },
  };
}
