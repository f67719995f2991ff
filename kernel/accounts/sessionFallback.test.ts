import { describe, expect, it } from 'vitest';
import type { KvStore } from '@kite/sdk';
import { withSessionFallback } from './sessionFallback';
import { listenStorageTrouble } from '../boot/storageTrouble';
import type { StorageTrouble } from '../boot/storageTrouble';

function fullKv(values = new Map<string, unknown>()): KvStore & { full: boolean } {
  return {
    backend: 'localstorage',
    full: true,
    async get<T>(key: string) {
      return values.get(key) as T | undefined;
    },
    async set(this: { full: boolean }, key: string, value: unknown) {
      if (this.full) throw new DOMException('full', 'QuotaExceededError');
      values.set(key, value);
    },
    async del(key: string) {
      values.delete(key);
    },
  };
}

function sessionStore() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
  };
}

describe('withSessionFallback', () => {
  const heard: StorageTrouble[] = [];
  listenStorageTrouble((t) => heard.push(t));

  it('keeps a refused write for the session, reads it back first, and says so once', async () => {
    const inner = fullKv(new Map([['accounts', ['old']]]));
    const session = sessionStore();
    const kv = withSessionFallback(inner, session);
    await kv.set('accounts', ['alice']);
    expect(await kv.get('accounts')).toEqual(['alice']);
    // A new page of the same tab reads the session's value.
    expect(await withSessionFallback(inner, session).get('accounts')).toEqual(['alice']);
    expect(heard.filter((t) => t === 'sessionOnly')).toHaveLength(1);
    // Once the device has room, the stored value wins again.
    inner.full = false;
    await kv.set('accounts', ['bob']);
    expect(session.m.size).toBe(0);
    expect(await kv.get('accounts')).toEqual(['bob']);
  });

  it('says nothing is kept when session storage is refused too, without failing the sign-in', async () => {
    const kv = withSessionFallback(fullKv(), null);
    await kv.set('current', 'x');
    expect(heard).toContain('missing');
  });
});
