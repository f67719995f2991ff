/**
 * The service worker acts on a push notification (renote, follow back, accept a request, mark all read) as
 * the account the push was for, with that account's token. It cannot read local storage, where the kernel
 * keeps the accounts, so the page copies each stored account's id, server and token into an IndexedDB store
 * of the same origin (as Misskey's client does) and rewrites it whenever the stored accounts change: a
 * removed account's token goes with it. Nothing else (no cache, no message, no log) carries a token.
 * The worker reads it in extensions/pwa/worker/accounts.ts (same names).
 */
export const WORKER_DB = 'kite-worker';
export const WORKER_ACCOUNTS_STORE = 'accounts';

/** What the worker needs of an account; `current` is the one a share from the system's share sheet posts as. */
export interface WorkerAccount {
  id: string;
  origin: string;
  token: string;
  current: boolean;
}

interface AccountSource {
  readonly accounts: readonly { id: string }[];
  readonly current: { id: string } | null;
  accountTarget(id: string): { origin: string; token: string | null } | null;
  subscribe(listener: () => void): () => void;
}

function done(req: IDBRequest | IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    if (req instanceof IDBTransaction) {
      req.oncomplete = () => resolve();
      req.onabort = req.onerror = () => reject(req.error);
    } else {
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    }
  });
}

/** Opens (creating on first use) the worker's database. */
export function openWorkerDb(idb: IDBFactory): Promise<IDBDatabase> {
  const req = idb.open(WORKER_DB, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(WORKER_ACCOUNTS_STORE, { keyPath: 'id' });
  return done(req).then(() => req.result);
}

/** Replaces the worker's copy with `accounts`. */
export async function writeWorkerAccounts(idb: IDBFactory, accounts: readonly WorkerAccount[]): Promise<void> {
  const db = await openWorkerDb(idb);
  try {
    const tx = db.transaction(WORKER_ACCOUNTS_STORE, 'readwrite');
    const store = tx.objectStore(WORKER_ACCOUNTS_STORE);
    store.clear();
    for (const a of accounts) store.put({ id: a.id, origin: a.origin, token: a.token, current: a.current });
    await done(tx);
  } finally {
    db.close();
  }
}

/** Keeps the worker's copy equal to the stored accounts from now on (loaded after the first content). */
export function mirrorForWorker(
  source: AccountSource,
  store: (accounts: readonly WorkerAccount[]) => Promise<void> = (list) => writeWorkerAccounts(indexedDB, list),
): () => void {
  let last = '';
  const write = () => {
    const list = source.accounts.flatMap((a) => {
      const t = source.accountTarget(a.id);
      return t?.token ? [{ id: a.id, origin: t.origin, token: t.token, current: a.id === source.current?.id }] : [];
    });
    const key = JSON.stringify(list);
    if (key === last) return;
    last = key;
    // A refused database (private mode) leaves the worker without tokens: its actions open Kite instead.
    void store(list).catch(() => {
      last = '';
    });
  };
  write();
  return source.subscribe(write);
}
