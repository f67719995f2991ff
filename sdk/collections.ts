import type { entities } from 'misskey-js';
import { createToken } from './tokens';

/** Spec 3 §9: the cache lifetime for clips, roles, lists, antennas and favourite channels. */
export const COLLECTION_CACHE_MS = 30 * 60_000;

/** The signed-in account's own clips, lists or antennas, as menus and pages read them. */
export interface CachedCollection<T> {
  /** The cached answer while it is fresh and of the same account; otherwise loads it (once for concurrent callers). */
  get(): Promise<T[]>;
  /** Forgets the answer: call after creating, changing or deleting one, so the next `get` loads. */
  invalidate(): void;
}

/**
 * A cached answer that expires after `ttlMs` or when `owner()` (the account it was loaded
 * for) changes. A failed load is not kept.
 */
export class TimedCache<T> implements CachedCollection<T> {
  private entry: { owner: string | null; at: number; value: Promise<T[]> } | null = null;

  constructor(
    private readonly load: () => Promise<T[]>,
    private readonly owner: () => string | null,
    private readonly ttlMs = COLLECTION_CACHE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T[]> {
    const owner = this.owner();
    const e = this.entry;
    if (e && e.owner === owner && this.now() - e.at < this.ttlMs) return e.value;
    const value = this.load();
    const entry = { owner, at: this.now(), value };
    this.entry = entry;
    value.catch(() => {
      if (this.entry === entry) this.entry = null;
    });
    return value;
  }

  invalidate(): void {
    this.entry = null;
  }
}

/** Token of the signed-in account's clips (`clips/list`, cached). Provided by the `clips` extension: list it in `requires` (or `optional`) to use it. */
export const MyClips = createToken<CachedCollection<entities.Clip>>('kite.collections.clips');
/** Token of the signed-in account's user lists (`users/lists/list`, cached). Provided by the `lists` extension: list it in `requires` (or `optional`) to use it. */
export const MyLists = createToken<CachedCollection<entities.UserList>>('kite.collections.lists');
/** Token of the signed-in account's antennas (`antennas/list`, cached). Provided by the `antennas` extension: list it in `requires` (or `optional`) to use it. */
export const MyAntennas = createToken<CachedCollection<entities.Antenna>>('kite.collections.antennas');
