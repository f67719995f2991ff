import type { ApiService } from '@kite/sdk';
import type { entities } from 'misskey-js';
import type { DraftData } from './localDrafts';
import type { PostContext } from '../form/params';
import { buildServerDraft } from '../form/params';
import type { PollDraft } from '../rules/validation';

export type ServerDraft = entities.NoteDraft;

export async function saveServerDraft(api: ApiService, d: DraftData, c: PostContext, draftId: string | null): Promise<string> {
  const body = buildServerDraft(d, c);
  if (draftId) return (await api.request('notes/drafts/update', { draftId, ...body })).updatedDraft.id;
  return (await api.request('notes/drafts/create', body)).createdDraft.id;
}

export function listServerDrafts(api: ApiService): Promise<ServerDraft[]> {
  return api.request('notes/drafts/list', { limit: 30 });
}

export async function deleteServerDraft(api: ApiService, draftId: string): Promise<void> {
  await api.request('notes/drafts/delete', { draftId });
}

/** A loaded server draft as form data (poll expiry converted back to the editor's form). */
export function draftToForm(s: ServerDraft): Partial<DraftData> {
  let poll: PollDraft | null = null;
  if (s.poll) {
    const expiry: PollDraft['expiry'] = s.poll.expiredAfter
      ? { type: 'after', amount: Math.max(1, Math.round(s.poll.expiredAfter / 1000)), unit: 'second' }
      : s.poll.expiresAt
        ? (() => {
            const d = new Date(s.poll.expiresAt);
            const pad = (n: number) => String(n).padStart(2, '0');
            return {
              type: 'at' as const,
              date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
              time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
            };
          })()
        : { type: 'infinite' };
    poll = { choices: [...s.poll.choices], multiple: s.poll.multiple, expiry };
  }
  return {
    text: s.text ?? '',
    useCw: s.cw != null,
    cw: s.cw ?? '',
    visibility: s.visibility,
    localOnly: s.localOnly,
    files: s.files ?? [],
    poll,
    quoteId: s.renoteId ?? null,
    visibleUserIds: s.visibleUserIds ?? [],
    hashtags: s.hashtag ?? '',
    withHashtags: !!s.hashtag,
    ...(s.reactionAcceptance !== undefined ? { reactionAcceptance: s.reactionAcceptance } : {}),
  };
}
