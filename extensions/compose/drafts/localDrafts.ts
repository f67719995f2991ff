import type { entities } from 'misskey-js';
import type { KvStore, NoteVisibility } from '@kite/sdk';
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
export interface StoredDraft {
  updatedAt: number;
  data: DraftData;
}

/** Drafts are kept per context: the channel, the renote, the reply, or the edited note (spec 2 §3). */
export function draftKey(
  userId: string,
  c: { channelId?: string | null; renoteId?: string | null; replyId?: string | null; editId?: string | null },
): string {
  const ctx = c.editId
    ? `edit:${c.editId}`
    : c.replyId
      ? `reply:${c.replyId}`
      : c.renoteId
        ? `renote:${c.renoteId}`
        : c.channelId
          ? `channel:${c.channelId}`
          : 'note';
  return `${userId}:${ctx}`;
}

/** Whether the form has anything worth keeping (an empty form removes its draft). */
export function hasContent(d: DraftData): boolean {
  return d.text.trim() !== '' || (d.useCw && d.cw.trim() !== '') || d.files.length > 0 || d.poll != null || d.quoteId != null;
}

/**
 * Local drafts and recent hashtags in the compose store (the sdk `KeyValue` token:
 * IndexedDB, local storage when that is unavailable).
 */
export class LocalDrafts {
  constructor(
    private readonly store: Promise<KvStore> | KvStore,
    /** Synchronous storage for `rescue`: an IndexedDB write begun as the page goes away may never commit. */
    private readonly rescueStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = null,
  ) {}
  async load(key: string): Promise<StoredDraft | null> {
    const v = await (await this.store).get<StoredDraft>(`draft:${key}`);
    const stored = v && typeof v === 'object' && 'data' in v ? v : null;
    const rescued = this.readRescue(key);
    if (!rescued || (stored && stored.updatedAt >= rescued.updatedAt)) return stored;
    // The rescued copy is newer: it becomes the stored draft.
    await this.save(key, rescued.data, rescued.updatedAt);
    return rescued;
  }
  /** Keeps the draft synchronously, as the page is hidden or closed; `load` prefers it while it is the newest. */
  rescue(key: string, data: DraftData, now = Date.now()): void {
    try {
      if (hasContent(data)) this.rescueStorage?.setItem(`kite:draft-rescue:${key}`, JSON.stringify({ updatedAt: now, data }));
      else this.rescueStorage?.removeItem(`kite:draft-rescue:${key}`);
    } catch {
      // Storage full: the IndexedDB write begun beside it is the only copy.
    }
  }
  private readRescue(key: string): StoredDraft | null {
    try {
      const raw = this.rescueStorage?.getItem(`kite:draft-rescue:${key}`);
      if (!raw) return null;
      this.rescueStorage?.removeItem(`kite:draft-rescue:${key}`);
      const v: unknown = JSON.parse(raw);
      return v && typeof v === 'object' && 'data' in v && 'updatedAt' in v && typeof v.updatedAt === 'number' ? (v as StoredDraft) : null;
    } catch {
      return null;
    }
  }
  async save(key: string, data: DraftData, now = Date.now()): Promise<void> {
    const kv = await this.store;
    if (!hasContent(data)) return kv.del(`draft:${key}`);
    await kv.set(`draft:${key}`, { updatedAt: now, data });
  }
  async remove(key: string): Promise<void> {
    try {
      this.rescueStorage?.removeItem(`kite:draft-rescue:${key}`);
    } catch {
      // Nothing to remove where there is no storage.
    }
    return (await this.store).del(`draft:${key}`);
  }
  async recentHashtags(): Promise<string[]> {
    const v = await (await this.store).get<unknown>('recentHashtags');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  }
  async setRecentHashtags(tags: string[]): Promise<void> {
    return (await this.store).set('recentHashtags', tags);
  }
}
