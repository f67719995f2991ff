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
  constructor(private readonly store: Promise<KvStore> | KvStore) {}
  async load(key: string): Promise<StoredDraft | null> {
    const v = await (await this.store).get<StoredDraft>(`draft:${key}`);
    return v && typeof v === 'object' && 'data' in v ? v : null;
  }
  async save(key: string, data: DraftData, now = Date.now()): Promise<void> {
    const kv = await this.store;
    if (!hasContent(data)) return kv.del(`draft:${key}`);
    await kv.set(`draft:${key}`, { updatedAt: now, data });
  }
  async remove(key: string): Promise<void> {
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
