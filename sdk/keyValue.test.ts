import { describe, expect, it, vi } from 'vitest';
import { createKeyValueService, openKvStore, openStartupKvStore, setOrEvict } from './keyValue';

class Mem {
  m = new Map<string, string>();
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

/** An IDBFactory whose open request either fails or never settles (a blocked open). */
function factory(mode: 'error' | 'blocked'): IDBFactory {
  return {
    open: () => {
      const req = { onsuccess: null, onerror: null, onupgradeneeded: null, error: new Error('denied') } as unknown as IDBOpenDBRequest;
      if (mode === 'error') setTimeout(() => (req.onerror as (() => void) | null)?.(), 0);
      return req;
    },
  } as unknown as IDBFactory;
}

describe('kv store (spec 1 §8: local database unavailable → browser local storage)', () => {
  it('without IndexedDB: local storage, namespaced, JSON round trip', async () => {
    const ls = new Mem();
    const kv = await openKvStore('kite', { indexedDB: null, localStorage: ls });
    expect(kv.backend).toBe('localstorage');
    await kv.set('accounts', [{ id: 'a' }]);
    expect(ls.getItem('kite:accounts')).toBe('[{"id":"a"}]');
    expect(await kv.get('accounts')).toEqual([{ id: 'a' }]);
    await kv.del('accounts');
    expect(await kv.get('accounts')).toBeUndefined();
  });

  it('IndexedDB refusing to open falls back to local storage', async () => {
    const kv = await openKvStore('kite', { indexedDB: factory('error'), localStorage: new Mem() });
    expect(kv.backend).toBe('localstorage');
  });

  it('a blocked IndexedDB open does not hang start-up: local storage after 3 s', async () => {
    vi.useFakeTimers();
    try {
      const p = openKvStore('kite', { indexedDB: factory('blocked'), localStorage: new Mem() });
      await vi.advanceTimersByTimeAsync(3000);
      expect((await p).backend).toBe('localstorage');
    } finally {
      vi.useRealTimers();
    }
  });

  it('local storage throwing too (blocked storage): memory', async () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const kv = await openKvStore('kite', { indexedDB: null, localStorage: broken });
    expect(kv.backend).toBe('memory');
    await kv.set('k', 1);
    expect(await kv.get('k')).toBe(1);
  });

  it('the KeyValue service opens each name once and keeps names apart (falling back like openKvStore)', async () => {
    const ls = new Mem();
    const kv = createKeyValueService({ indexedDB: factory('error'), localStorage: ls });
    const drafts = await kv.open('kite-compose');
    expect(await kv.open('kite-compose')).toBe(drafts);
    expect(drafts.backend).toBe('localstorage');
    await drafts.set('draft:u:note', { text: 'hi' });
    await (await kv.open('kite')).set('draft:u:note', 'other');
    expect(await drafts.get('draft:u:note')).toEqual({ text: 'hi' });
    expect([...ls.m.keys()].sort()).toEqual(['kite-compose:draft:u:note', 'kite:draft:u:note']);
  });

  it('a value that is not JSON in local storage reads as missing, not as an error', async () => {
    const ls = new Mem();
    ls.setItem('kite:broken', '{not json');
    const kv = await openKvStore('kite', { indexedDB: null, localStorage: ls });
    expect(await kv.get('broken')).toBeUndefined();
  });
});

/** An IndexedDB holding `data` in the kv object store, as an older build left it; counts its opens. */
function olderBuildDb(data: Record<string, unknown>) {
  const answer = <T>(result: T) => {
    const r = { result, onsuccess: null as (() => void) | null, onerror: null, onupgradeneeded: null };
    setTimeout(() => r.onsuccess?.(), 0);
    return r;
  };
  const store = { get: (key: string) => answer(data[key]) };
  const db = { objectStoreNames: { contains: () => true }, transaction: () => ({ objectStore: () => store }), close: () => {} };
  const open = vi.fn(() => answer(db));
  return { factory: { open } as unknown as IDBFactory, open };
}

describe('start-up kv store (accounts, read before the first request)', () => {
  it('lives in local storage; what an older build kept in IndexedDB is carried over once', async () => {
    const ls = new Mem();
    const idb = olderBuildDb({ accounts: [{ id: 'a', token: 't' }], current: 'a', other: 'left behind' });
    const kv = await openStartupKvStore('kite', ['accounts', 'current'], { indexedDB: idb.factory, localStorage: ls });
    expect(kv.backend).toBe('localstorage');
    expect(await kv.get('accounts')).toEqual([{ id: 'a', token: 't' }]);
    expect(ls.getItem('kite:current')).toBe('"a"');
    expect(await kv.get('other')).toBeUndefined();
    await kv.set('current', 'b');
    // The next start-ups read local storage alone: IndexedDB is not opened again, nor read over newer values.
    const again = await openStartupKvStore('kite', ['accounts', 'current'], { indexedDB: idb.factory, localStorage: ls });
    expect(await again.get('current')).toBe('b');
    expect(idb.open).toHaveBeenCalledTimes(1);
  });

  it('without IndexedDB, or with nothing in it, it starts empty', async () => {
    const kv = await openStartupKvStore('kite', ['accounts'], { indexedDB: null, localStorage: new Mem() });
    expect(await kv.get('accounts')).toBeUndefined();
    const empty = olderBuildDb({});
    const kv2 = await openStartupKvStore('kite', ['accounts'], { indexedDB: empty.factory, localStorage: new Mem() });
    expect(await kv2.get('accounts')).toBeUndefined();
  });
});

/** A Storage over `store` that refuses a write taking all values past `limit` characters, as a full quota does. */
function storageOf(store: Map<string, string>, limit: number) {
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if ([...store.values()].join('').length + v.length > limit) throw new DOMException('full', 'QuotaExceededError');
      store.set(k, v);
    },
    removeItem: (k: string) => void store.delete(k),
    key: (i: number) => [...store.keys()][i] ?? null,
    get length() {
      return store.size;
    },
  };
}

describe('Kite evicts plugin values before its own writes fail', () => {
  it('a full storage makes room by dropping plugin values, then saves the account', () => {
    const store = new Map<string, string>([['kite:plugin:p:a', 'x'.repeat(100)]]);
    const storage = storageOf(store, 120);
    setOrEvict(storage, 'kite:accounts', 'y'.repeat(50));
    expect(store.get('kite:accounts')).toHaveLength(50);
    expect(store.has('kite:plugin:p:a')).toBe(false);
  });

  it('gives way with caches before plugins, and keeps both when the caches made room', () => {
    const store = new Map<string, string>([
      ['kite:plugin:p:a', 'x'.repeat(50)],
      ['kite:locale:pack', 'l'.repeat(50)],
    ]);
    const storage = storageOf(store, 120);
    setOrEvict(storage, 'kite:preferences', 'p'.repeat(60));
    expect(store.has('kite:locale:pack')).toBe(false);
    expect(store.has('kite:plugin:p:a')).toBe(true);
    expect(() => setOrEvict(storage, 'kite:preferences', 'p'.repeat(500))).toThrow('full');
  });

  it('opens a full local storage as local storage: what is stored still reads', async () => {
    const ls = {
      getItem: (k: string) => (k === 'full:accounts' ? '["a"]' : null),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    const store = await openKvStore('full', { localStorage: ls });
    expect(store.backend).toBe('localstorage');
    expect(await store.get('accounts')).toEqual(['a']);
  });
});
