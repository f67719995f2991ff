import type { entities } from 'misskey-js';
import type { NoteVisibility } from '@kite/sdk';
import type { PollDraft } from '../rules/validation';

/** What a local draft holds (spec 2 §3): the form's data plus updatedAt. */
export interface DraftData {
  text: string;
  useCw: boolean;
  cw: string;
  visibility: NoteVisibility;
  localOnly: boolean;
  files: entities.DriveFile[];
  poll: PollDraft | null;
  visibleUserIds: string[];
  quoteId: string | null;
  hashtags: string;
  withHashtags: boolean;
  reactionAcceptance: string | null;
}
export interface StoredDraft { updatedAt: number; data: DraftData }

/** Drafts are kept per context: the channel, the renote, the reply, or the edited note (spec 2 §3). */
export function draftKey(userId: string, c: { channelId?: string | null; renoteId?: string | null; replyId?: string | null; editId?: string | null }): string {
  const ctx = c.editId ? `edit:${c.editId}` : c.replyId ? `reply:${c.replyId}` : c.renoteId ? `renote:${c.renoteId}` : c.channelId ? `channel:${c.channelId}` : 'note';
  return `${userId}:${ctx}`;
}

export interface KeyValue {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

const DB = 'kite-compose';
const STORE = 'drafts';

function idb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
}

function tx<T>(db: IDBDatabase, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const r = fn(db.transaction(STORE, mode).objectStore(STORE));
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** localStorage under a prefix: the fallback when IndexedDB is missing or refuses (private modes). */
export function localStorageKv(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, prefix = 'kite:compose:'): KeyValue {
  return {
    async get(k) {
      const raw = storage.getItem(prefix + k);
      try {
        return raw == null ? undefined : JSON.parse(raw);
      } catch {
        return undefined;
      }
    },
    async set(k, v) {
      storage.setItem(prefix + k, JSON.stringify(v));
    },
    async del(k) {
      storage.removeItem(prefix + k);
    },
  };
}

/**
 * The composer's own small store (the kernel's key-value store is not exposed through the
 * sdk): IndexedDB, falling back to localStorage when opening it fails.
 */
export function browserKv(): KeyValue {
  let db: Promise<IDBDatabase | null> | null = null;
  const fallback = localStorageKv(globalThis.localStorage);
  const open = () => (db ??= typeof indexedDB === 'undefined' ? Promise.resolve(null) : idb().catch(() => null));
  return {
    async get(k) {
      const d = await open();
      return d ? tx(d, 'readonly', (s) => s.get(k)) : fallback.get(k);
    },
    async set(k, v) {
      const d = await open();
      return d ? void (await tx(d, 'readwrite', (s) => s.put(v, k))) : fallback.set(k, v);
    },
    async del(k) {
      const d = await open();
      return d ? void (await tx(d, 'readwrite', (s) => s.delete(k))) : fallback.del(k);
    },
  };
}

/** Whether the form has anything worth keeping (an empty form removes its draft). */
export function hasContent(d: DraftData): boolean {
  return d.text.trim() !== '' || (d.useCw && d.cw.trim() !== '') || d.files.length > 0 || d.poll != null || d.quoteId != null;
}

export class LocalDrafts {
  constructor(private readonly kv: KeyValue) {}
  async load(key: string): Promise<StoredDraft | null> {
    const v = (await this.kv.get(`draft:${key}`)) as StoredDraft | undefined;
    return v && typeof v === 'object' && 'data' in v ? v : null;
  }
  async save(key: string, data: DraftData, now = Date.now()): Promise<void> {
    if (!hasContent(data)) return this.kv.del(`draft:${key}`);
    await this.kv.set(`draft:${key}`, { updatedAt: now, data });
  }
  remove(key: string): Promise<void> {
    return this.kv.del(`draft:${key}`);
  }
  async recentHashtags(): Promise<string[]> {
    const v = await this.kv.get('recentHashtags');
    return Array.isArray(v) ? (v as string[]) : [];
  }
  setRecentHashtags(tags: string[]): Promise<void> {
    return this.kv.set('recentHashtags', tags);
  }
}
