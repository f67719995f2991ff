/**
 * notes/drafts/*: server-side drafts, limited by the noteDraftLimit policy.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { DraftRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { paginateById } from '../http/params';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';
import { packUserLite } from '../store/pack-user';
import { packFile } from '../store/pack-drive';
import { packNote } from '../store/pack-note';

const cred = { requireCredential: true, kind: 'write:account' } as const;

type DraftInput = Partial<{
  text: string | null;
  cw: string | null;
  visibility: DraftRec['visibility'];
  visibleUserIds: string[];
  localOnly: boolean;
  reactionAcceptance: DraftRec['reactionAcceptance'];
  replyId: string | null;
  renoteId: string | null;
  channelId: string | null;
  fileIds: string[];
  hashtag: string | null;
  poll: { choices: string[]; multiple?: boolean; expiresAt?: number | null; expiredAfter?: number | null } | null;
}>;

function apply(state: State, me: UserRec, d: DraftRec, p: DraftInput): void {
  if (p.renoteId && !state.note(p.renoteId)) throw new ApiError(X.NO_SUCH_RENOTE_TARGET);
  if (p.replyId && !state.note(p.replyId)) throw new ApiError(X.NO_SUCH_REPLY_TARGET);
  if (p.channelId && !state.db.channels.some((c) => c.id === p.channelId)) throw new ApiError(X.NO_SUCH_CHANNEL);
  if (p.fileIds?.some((id) => state.file(id)?.userId !== me.id)) throw new ApiError(X.NO_SUCH_FILE);
  if (p.text !== undefined) d.text = p.text;
  if (p.cw !== undefined) d.cw = p.cw;
  if (p.visibility !== undefined) d.visibility = p.visibility;
  if (p.visibleUserIds !== undefined) d.visibleUserIds = p.visibleUserIds;
  if (p.localOnly !== undefined) d.localOnly = p.localOnly;
  if (p.reactionAcceptance !== undefined) d.reactionAcceptance = p.reactionAcceptance;
  if (p.replyId !== undefined) d.replyId = p.replyId;
  if (p.renoteId !== undefined) d.renoteId = p.renoteId;
  if (p.channelId !== undefined) d.channelId = p.channelId;
  if (p.fileIds !== undefined) d.fileIds = p.fileIds;
  if (p.hashtag !== undefined) d.hashtag = p.hashtag;
  if (p.poll !== undefined) {
    d.poll = p.poll
      ? {
          choices: p.poll.choices,
          multiple: p.poll.multiple ?? false,
          expiresAt: p.poll.expiresAt ?? null,
          expiredAfter: p.poll.expiredAfter ?? null,
        }
      : null;
  }
}

function pack(state: State, d: DraftRec, me: UserRec): entities.NoteDraft {
  const channel = d.channelId ? state.db.channels.find((c) => c.id === d.channelId) : undefined;
  const reply = state.note(d.replyId);
  const renote = state.note(d.renoteId);
  return {
    id: d.id,
    createdAt: new Date(d.createdAt).toISOString(),
    text: d.text,
    cw: d.cw,
    userId: d.userId,
    user: packUserLite(state, me),
    replyId: d.replyId,
    renoteId: d.renoteId,
    reply: reply ? packNote(state, reply, me.id, { detail: true }) : null,
    renote: renote ? packNote(state, renote, me.id, { detail: true }) : null,
    visibility: d.visibility,
    visibleUserIds: d.visibleUserIds,
    fileIds: d.fileIds,
    files: d.fileIds
      .map((id) => state.file(id))
      .filter((f) => f != null)
      .map((f) => packFile(state, f)),
    ...(d.hashtag != null ? { hashtag: d.hashtag } : {}),
    poll: d.poll ? { ...d.poll, expiresAt: d.poll.expiresAt == null ? null : new Date(d.poll.expiresAt).toISOString() } : null,
    channelId: d.channelId,
    channel: channel
      ? {
          id: channel.id,
          name: channel.name,
          color: channel.color,
          isSensitive: channel.isSensitive,
          allowRenoteToExternal: channel.allowRenoteToExternal,
          userId: channel.userId,
        }
      : null,
    localOnly: d.localOnly,
    reactionAcceptance: d.reactionAcceptance,
  };
}

function own(state: State, me: UserRec, id: string): DraftRec {
  const d = state.db.drafts.find((x) => x.id === id && x.userId === me.id);
  if (!d) throw new ApiError(X.NO_SUCH_DRAFT);
  return d;
}

export const draftEndpoints = [
  ep('notes/drafts/list', { requireCredential: true, kind: 'read:account' }, ({ state, me, params }) =>
    paginateById(
      state.db.drafts.filter((d) => d.userId === me.id),
      params,
      30,
    ).map((d) => pack(state, d, me)),
  ),

  ep(
    'notes/drafts/count',
    { requireCredential: true, kind: 'read:account' },
    ({ state, me }) => state.db.drafts.filter((d) => d.userId === me.id).length,
  ),

  ep('notes/drafts/create', { ...cred, prohibitMoved: true }, ({ state, me, params }) => {
    if (state.db.drafts.filter((d) => d.userId === me.id).length >= policiesOf(state, me).noteDraftLimit)
      throw new ApiError(X.TOO_MANY_DRAFTS);
    const d: DraftRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      text: null,
      cw: null,
      visibility: 'public',
      visibleUserIds: [],
      localOnly: false,
      reactionAcceptance: null,
      replyId: null,
      renoteId: null,
      channelId: null,
      fileIds: [],
      hashtag: null,
      poll: null,
    };
    apply(state, me, d, params);
    state.db.drafts.push(d);
    return { createdDraft: pack(state, d, me) };
  }),

  ep('notes/drafts/update', { ...cred, prohibitMoved: true }, ({ state, me, params }) => {
    const d = own(state, me, params.draftId);
    const { draftId: _id, ...rest } = params;
    apply(state, me, d, rest);
    return { updatedDraft: pack(state, d, me) };
  }),

  ep('notes/drafts/delete', cred, ({ state, me, params }) => {
    const d = own(state, me, params.draftId);
    state.db.drafts = state.db.drafts.filter((x) => x !== d);
  }),
];
