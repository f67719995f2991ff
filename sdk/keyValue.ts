import { createToken } from './tokens';

/**
 * A small asynchronous key-value store: IndexedDB when the browser has it, browser
 * local storage otherwise (spec 1 §8: "local database unavailable → falls back to
 * browser local storage"). The kernel keeps accounts in one; extensions open their own
 * through the `KeyValue` token (compose drafts). Values must be structured-cloneable and
 * JSON-serialisable (for the fallback).
 */
export interface KvStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Which backend is in use (shown by the debug page, asserted by tests). */
  readonly backend: 'indexeddb' | 'localstorage' | 'memory';
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where plugins keep their `Mk:save` values in local storage (extensions/plugins/host/storageKey.ts). */
const PLUGIN_VALUES_PREFIX = 'kite:plugin:';

/**
 * What may be removed to make room, in order: caches first (the server's meta and emojis, language
 * packs, theme and warm-start records — all fetched again when missing), then plugins' saved values.
 */
const EVICTABLE: readonly (readonly string[])[] = [
  ['kite:meta:', 'kite:emojis:', 'kite:locale:', 'kite:instance', 'kite:theme-cache', 'kite:warm-start'],
  [PLUGIN_VALUES_PREFIX],
];

/** A write refused because the origin's storage is full (browsers name it differently). */
export function isQuotaError(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22);
}

/**
 * Writes `value`; when local storage is full, caches and then plugins' saved values are removed
 * and the write tried again — Kite's own state (accounts, preferences) must never fail because a
 * cache or a plugin filled the origin's storage. Throws only if it still does not fit.
 */
export function setOrEvict(
  storage: Pick<Storage, 'setItem'> & Partial<Pick<Storage, 'key' | 'length' | 'removeItem'>>,
  key: string,
  value: string,
): void {
  try {
    storage.setItem(key, value);
    return;
  } catch (e) {
    const { key: keyAt, removeItem } = storage;
    if (typeof keyAt !== 'function' || typeof removeItem !== 'function' || typeof storage.length !== 'number') throw e;
    let last: unknown = e;
    for (const prefixes of EVICTABLE) {
      const found: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const k = keyAt.call(storage, i);
        if (k && k !== key && prefixes.some((p) => k.startsWith(p))) found.push(k);
      }
      if (found.length === 0) continue;
      for (const k of found) removeItem.call(storage, k);
      try {
        storage.setItem(key, value);
        return;
      } catch (again) {
        last = again;
      }
    }
    throw last;
  }
}

/** Keys are namespaced so one origin's local storage can hold several stores. */
export class LocalStorageKv implements KvStore {
  readonly backend: 'localstorage' | 'memory';
  constructor(
    private readonly storage: StorageLike,
    private readonly prefix: string,
    memory = false,
  ) {
    this.backend = memory ? 'memory' : 'localstorage';
  }
  /** The value now, without a turn of the event loop (local storage is synchronous). */
  read<T>(key: string): T | undefined {
    const raw = this.storage.getItem(this.prefix + key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return undefined;
    }
  }
  async get<T>(key: string): Promise<T | undefined> {
    return this.read<T>(key);
  }
  async set(key: string, value: unknown): Promise<void> {
    setOrEvict(this.storage, this.prefix + key, JSON.stringify(value));
  }
  async del(key: string): Promise<void> {
    this.storage.removeItem(this.prefix + key);
  }
}

const STORE = 'kv';

function req<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

export class IndexedDbKv implements KvStore {
  readonly backend = 'indexeddb' as const;
  private constructor(private readonly db: IDBDatabase) {}

  static async open(factory: IDBFactory, name: string, version?: number): Promise<IndexedDbKv> {
    const open = factory.open(name, version);
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
    };
    const db = await req(open);
    if (db.objectStoreNames.contains(STORE)) return new IndexedDbKv(db);
    // A database of that name made by something else (an older build): add our store.
    db.close();
    return IndexedDbKv.open(factory, name, db.version + 1);
  }
  private store(mode: IDBTransactionMode): IDBObjectStore {
    return this.db.transaction(STORE, mode).objectStore(STORE);
  }
  async get<T>(key: string): Promise<T | undefined> {
    return (await req(this.store('readonly').get(key))) as T | undefined;
  }
  /**
   * Writes resolve on the transaction's `complete`, not the request's `success`: callers
   * often reload right after (switching accounts), and an uncommitted write would be lost.
   */
  private write(op: (s: IDBObjectStore) => IDBRequest): Promise<void> {
    return new Promise((resolve, reject) => {
      const tx = this.db.transaction(STORE, 'readwrite');
      op(tx.objectStore(STORE));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('transaction aborted'));
    });
  }
  set(key: string, value: unknown): Promise<void> {
    return this.write((s) => s.put(value, key));
  }
  del(key: string): Promise<void> {
    return this.write((s) => s.delete(key));
  }
}

class MemoryStorage implements StorageLike {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

/** Stores opened in this page's own storage, by name: the entry's warm start and the kernel share one connection. */
const pageStores = new Map<string, Promise<KvStore>>();

/** `open()` once per `key` for the page's own storage; a given environment (tests) opens afresh. */
function oncePerPage(key: string, env: object, open: () => Promise<KvStore>): Promise<KvStore> {
  if (env !== globalThis) return open();
  let store = pageStores.get(key);
  if (!store) pageStores.set(key, (store = open()));
  return store;
}

/**
 * Opens the store named `name`. IndexedDB can be missing or refuse to open (private
 * modes, blocked storage): then local storage, and if even that throws, memory.
 */
export function openKvStore(
  name: string,
  env: { indexedDB?: IDBFactory | null; localStorage?: StorageLike | null } = globalThis,
): Promise<KvStore> {
  return oncePerPage(name, env, () => openKvStoreIn(name, env));
}

async function openKvStoreIn(name: string, env: { indexedDB?: IDBFactory | null; localStorage?: StorageLike | null }): Promise<KvStore> {
  if (env.indexedDB) {
    try {
      return await Promise.race([
        IndexedDbKv.open(env.indexedDB, name),
        // A blocked open never settles; do not hang start-up on it.
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('indexedDB open timed out')), 3000)),
      ]);
    } catch {
      /* fall through to local storage */
    }
  }
  try {
    if (env.localStorage) {
      const probe = `${name}:probe`;
      const ls = env.localStorage;
      try {
        setOrEvict(ls, probe, '1');
      } catch (e) {
        // Full, not refused: what is stored (the accounts) still reads; writes fail loudly later.
        if (!isQuotaError(e)) throw e;
      }
      ls.removeItem(probe);
      return new LocalStorageKv(ls, `${name}:`);
    }
  } catch {
    /* fall through to memory */
  }
  return new LocalStorageKv(new MemoryStorage(), `${name}:`, true);
}

/** Set in a start-up store once what an older build kept in IndexedDB has been carried over. */
const CARRIED_KEY = 'carried-from-indexeddb';

/**
 * The page's start-up store `name`, in local storage: the stored accounts are read before the
 * first request, and a cold IndexedDB takes 100–300 ms to open (Misskey keeps its current
 * account in local storage for the same reason). Small values only: writes block the page.
 * `carried` keys that an older build kept in the IndexedDB store of that name move over once.
 */
export function openStartupKvStore(
  name: string,
  carried: readonly string[],
  env: { indexedDB?: IDBFactory | null; localStorage?: StorageLike | null } = globalThis,
): Promise<KvStore> {
  return oncePerPage(`startup:${name}`, env, () => openStartupKvStoreIn(name, carried, env));
}

/** A value of the start-up store `name` as it is now (the entry's warm start reads the account before anything else runs). */
export function readStartupValue<T>(storage: StorageLike, name: string, key: string): T | undefined {
  return new LocalStorageKv(storage, `${name}:`).read<T>(key);
}

async function openStartupKvStoreIn(
  name: string,
  carried: readonly string[],
  env: { indexedDB?: IDBFactory | null; localStorage?: StorageLike | null },
): Promise<KvStore> {
  let localStorage: StorageLike | null | undefined = null;
  try {
    localStorage = env.localStorage;
  } catch {
    // Refused (cookies blocked): the store is memory.
  }
  const store = await openKvStoreIn(name, { localStorage });
  if (store.backend !== 'localstorage' || (await store.get(CARRIED_KEY))) return store;
  const old = env.indexedDB ? await openKvStoreIn(name, { indexedDB: env.indexedDB }).catch(() => null) : null;
  if (old?.backend === 'indexeddb')
    for (const key of carried) {
      const value = await old.get(key).catch(() => undefined);
      if (value !== undefined && (await store.get(key)) === undefined) await store.set(key, value);
    }
  // Full storage: carried again next time, and the start goes on.
  await store.set(CARRIED_KEY, true).catch(() => {});
  return store;
}

/** Opens named key-value stores; each name is opened once and shared. */
export interface KeyValueService {
  /** The store named `name` (IndexedDB, else localStorage, else memory). */
  open(name: string): Promise<KvStore>;
}
/** Token of the named key-value stores (`KeyValueService`). Provided by the kernel: usable without listing it in `requires`. */
export const KeyValue = createToken<KeyValueService>('kite.keyValue');

/** The `KeyValue` service over `openKvStore` (the kernel provides it; tests may pass an environment). */
export function createKeyValueService(env?: Parameters<typeof openKvStore>[1]): KeyValueService {
  const opened = new Map<string, Promise<KvStore>>();
  return {
    open(name) {
      let store = opened.get(name);
      if (!store) opened.set(name, (store = openKvStore(name, env)));
      return store;
    },
  };
}
