import type { ApiService } from '../api';
import { isApiError } from '../api';

/**
 * Where Misskey's web client keeps the muted ads: its `base` store, per account, which lives
 * in the account's registry. Kite reads and writes the same entry, so an ad muted here stays
 * muted on every device and in Misskey's own client, and the other way round.
 */
export const MUTED_ADS_SCOPE = ['client', 'base'];
export const MUTED_ADS_KEY = 'mutedAds';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type RegistryApi = Pick<ApiService, 'request'>;

function strings(v: unknown): string[] | null {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
}

/**
 * The ad ids one account muted ("show this ad less often", spec 1 §4). A copy in local storage
 * draws the right ad at once on reload; the registry is read once per page load, since another
 * device may have muted one since. A visitor's mutes last until the page is left.
 */
export class MutedAds {
  private ids: readonly string[];
  /** Whether this device knows the account's list (cached or read); until then an ad box waits. */
  private known: boolean;
  private loading: Promise<void> | null = null;
  /** Mutes made while the registry was being read: kept when its answer arrives. */
  private readonly mutedWhileLoading = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly userId: string | null,
    private readonly api: RegistryApi | null,
    private readonly storage: StorageLike | null,
  ) {
    const cached = this.readCache();
    this.ids = cached ?? [];
    this.known = cached !== null || userId === null || api === null;
  }

  get list(): readonly string[] {
    return this.ids;
  }

  /** False on a device that has not read this account's list yet (a muted ad could show for a moment). */
  get ready(): boolean {
    return this.known;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Reads the account's list from the registry, once; a failure keeps what this device has. */
  load(): Promise<void> {
    if (!this.userId || !this.api) return Promise.resolve();
    const api = this.api;
    // The scope's keys first: most accounts never muted an ad, and reading an absent key is a failed
    // request in every page load's log (issue 42).
    this.loading ??= api
      .request('i/registry/keys', { scope: MUTED_ADS_SCOPE })
      .then((keys): Promise<unknown> =>
        keys.includes(MUTED_ADS_KEY) ? api.request('i/registry/get', { scope: MUTED_ADS_SCOPE, key: MUTED_ADS_KEY }) : Promise.resolve([]),
      )
      .then(
        (value: unknown) => strings(value) ?? [],
        // Removed between the two reads: nothing muted. Any other failure: keep the cached list.
        (e: unknown) => (isApiError(e) && e.code === 'NO_SUCH_KEY' ? [] : null),
      )
      .then((server) => {
        if (server === null && this.known) return;
        const next = [...new Set([...(server ?? []), ...this.ids.filter((id) => this.mutedWhileLoading.has(id))])];
        this.mutedWhileLoading.clear();
        this.apply(next);
      });
    return this.loading;
  }

  /** Mutes one ad here at once, then in the account's registry. */
  async mute(id: string): Promise<void> {
    if (this.ids.includes(id)) return;
    this.mutedWhileLoading.add(id);
    this.apply([...this.ids, id]);
    if (!this.userId || !this.api) return;
    // The registry's list first, so this write keeps what was muted on other devices.
    await this.load();
    try {
      await this.api.request('i/registry/set', { scope: MUTED_ADS_SCOPE, key: MUTED_ADS_KEY, value: [...this.ids] });
    } catch (e) {
      // Still muted on this device (cached); the registry gets it with the next mute.
      console.warn('[kite] could not store the muted ad in the registry', e);
    }
  }

  private apply(ids: readonly string[]): void {
    this.ids = ids;
    this.known = true;
    this.writeCache();
    for (const fn of this.listeners) fn();
  }

  private cacheKey(): string | null {
    return this.userId ? `kite:mutedAds:${this.userId}` : null;
  }

  private readCache(): string[] | null {
    const key = this.cacheKey();
    if (!key || !this.storage) return null;
    try {
      const raw = this.storage.getItem(key);
      return raw == null ? null : strings(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  private writeCache(): void {
    const key = this.cacheKey();
    if (!key || !this.storage) return;
    try {
      this.storage.setItem(key, JSON.stringify(this.ids));
    } catch {
      // Storage full or denied: the registry still has it.
    }
  }
}

const byAccount = new Map<string, MutedAds>();

/** The one list per account (every ad box on the page shares it). */
export function mutedAdsFor(userId: string | null, api: RegistryApi | null): MutedAds {
  const key = userId ?? '';
  let store = byAccount.get(key);
  if (!store) {
    let storage: StorageLike | null = null;
    try {
      storage = globalThis.localStorage ?? null;
    } catch {
      storage = null;
    }
    store = new MutedAds(userId, userId ? api : null, storage);
    byAccount.set(key, store);
  }
  return store;
}
