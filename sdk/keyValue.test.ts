import { describe, expect, it, vi } from 'vitest';
import { createKeyValueService, openKvStore } from './keyValue';

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
