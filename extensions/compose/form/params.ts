import type { EndpointReq } from '@kite/sdk';
import type { DraftData } from '../drafts/localDrafts';
import { appendHashtags } from '../rules/hashtags';
import { pollToParams } from '../rules/validation';

export interface PostContext {
  replyId: string | null;
  renoteId: string | null;
  channelId: string | null;
}

type CreateParams = EndpointReq<'notes/create'>;

/** The `notes/create` body of spec 2 §7 from the form (hashtags appended, poll converted, CW only when on). */
export function buildPostParams(d: DraftData, c: PostContext): CreateParams {
  const text = d.withHashtags ? appendHashtags(d.text, d.hashtags) : d.text;
  const p: CreateParams = {
    text: text.trim() === '' ? null : text,
    cw: d.useCw ? d.cw : null,
    visibility: d.visibility,
    localOnly: d.localOnly,
    reactionAcceptance: d.reactionAcceptance as CreateParams['reactionAcceptance'],
  };
  if (d.files.length) p.fileIds = d.files.map((f) => f.id);
  if (c.replyId) p.replyId = c.replyId;
  const renoteId = d.quoteId ?? c.renoteId;
  if (renoteId) p.renoteId = renoteId;
  if (c.channelId) p.channelId = c.channelId;
  if (d.poll) p.poll = pollToParams(d.poll);
  if (d.visibility === 'specified') p.visibleUserIds = d.visibleUserIds;
  return p;
}

/** The server draft body (`notes/drafts/create|update`, spec 2 §3): a quote is stored as its renoteId; CW on = cw present. */
export function buildServerDraft(d: DraftData, c: PostContext): EndpointReq<'notes/drafts/create'> {
  return {
    text: d.text || null,
    cw: d.useCw ? d.cw : null,
    visibility: d.visibility,
    localOnly: d.localOnly,
    hashtag: d.withHashtags && d.hashtags.trim() ? d.hashtags : null,
    fileIds: d.files.map((f) => f.id),
    poll: d.poll ? pollToParams(d.poll) : null,
    visibleUserIds: d.visibleUserIds,
    renoteId: d.quoteId ?? c.renoteId,
    replyId: c.replyId,
    channelId: c.channelId,
    reactionAcceptance: d.reactionAcceptance as EndpointReq<'notes/drafts/create'>['reactionAcceptance'],
  };
}
