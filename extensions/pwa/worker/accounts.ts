import { isObj } from './payload';

/**
 * The accounts the page copied for the worker (kernel/accounts/workerAccounts.ts writes them: same database
 * and store names). Read at each action, never kept: a signed-out account's token is gone at the next read.
 */
const WORKER_DB = 'kite-worker';
const WORKER_ACCOUNTS_STORE = 'accounts';

export interface WorkerAccount {
  id: string;
  origin: string;
  token: string;
}

function openDb(idb: IDBFactory): Promise<IDBDatabase> {
  return new Promise<IDBDatabase>((resolve, reject) => {
    const req = idb.open(WORKER_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(WORKER_ACCOUNTS_STORE, { keyPath: 'id' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every account the page copied, checked; none when the database refused. */
async function readAll(idb: IDBFactory): Promise<(WorkerAccount & { current: boolean })[]> {
  try {
    const db = await openDb(idb);
    try {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const req = db.transaction(WORKER_ACCOUNTS_STORE, 'readonly').objectStore(WORKER_ACCOUNTS_STORE).getAll();
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      return rows.flatMap((r) =>
        isObj(r) && typeof r.id === 'string' && typeof r.origin === 'string' && typeof r.token === 'string'
          ? [{ id: r.id, origin: r.origin, token: r.token, current: r.current === true }]
          : [],
      );
    } finally {
      db.close();
    }
  } catch {
    return [];
  }
}

const plain = (a: WorkerAccount): WorkerAccount => ({ id: a.id, origin: a.origin, token: a.token });

/** The stored account `userId`, or null (no copy yet, signed out, or the database refused). */
export async function accountFor(userId: string, idb: IDBFactory = indexedDB): Promise<WorkerAccount | null> {
  const found = (await readAll(idb)).find((a) => a.id === userId);
  return found ? plain(found) : null;
}

/** The account Kite had open last (what a share from the system's share sheet posts as), or null. */
export async function currentAccount(idb: IDBFactory = indexedDB): Promise<WorkerAccount | null> {
  const found = (await readAll(idb)).find((a) => a.current);
  return found ? plain(found) : null;
}

/** A failed call: Misskey's error message when it sent one. */
export class ActionError extends Error {}

/** Calls `endpoint` on the account's server with its token (in the body, as Misskey's clients do). */
export async function callAs(account: WorkerAccount, endpoint: string, params: Readonly<Record<string, unknown>>): Promise<unknown> {
  const res = await fetch(`${account.origin}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...params, i: account.token }),
  });
  if (res.status === 204) return null;
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const error = isObj(body) && isObj(body.error) ? body.error : null;
    throw new ActionError(typeof error?.message === 'string' ? error.message : `HTTP ${res.status}`);
  }
  return body;
}
