import type { KvStore } from '@kite/sdk';
import { reportStorageTrouble } from '../boot/storageTrouble';

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where a value that did not fit the device's storage is kept for this tab's session. */
const PREFIX = 'kite:session:';

/**
 * The accounts' store, never taken down by full storage (issue 38): a write the device refuses
 * goes to the tab's session storage instead (gone when the tab closes; said once). A value kept
 * for the session wins over the stored one until a stored write succeeds. When the session
 * storage refuses too, the account lives in memory until the page unloads (said once).
 */
export function withSessionFallback(kv: KvStore, session: SessionLike | null): KvStore {
  return {
    backend: kv.backend,
    async get<T>(key: string): Promise<T | undefined> {
      const raw = session?.getItem(PREFIX + key);
      if (raw == null) return kv.get<T>(key);
      reportStorageTrouble('sessionOnly');
      return JSON.parse(raw) as T;
    },
    async set(key: string, value: unknown): Promise<void> {
      try {
        await kv.set(key, value);
        session?.removeItem(PREFIX + key);
      } catch (e) {
        console.warn('[kite] could not store', key, e);
        try {
          if (!session) throw e;
          session.setItem(PREFIX + key, JSON.stringify(value));
          reportStorageTrouble('sessionOnly');
        } catch {
          reportStorageTrouble('missing');
        }
      }
    },
    async del(key: string): Promise<void> {
      session?.removeItem(PREFIX + key);
      await kv.del(key);
    },
  };
}

/** The tab's session storage, or null when the browser refuses it. */
export function safeSessionStorage(): SessionLike | null {
  try {
    const s = globalThis.sessionStorage ?? null;
    s?.getItem(PREFIX);
    return s;
  } catch {
    return null;
  }
}
