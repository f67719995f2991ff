/**
 * Channels.
 */
import type { State } from '../store/state';
import type { ChannelRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { byOffset, paginateById } from '../http/params';
import { packChannel } from '../store/pack-misc';
import { isModerator } from '../store/policies';
import { genId } from '../store/ids';

const cred = { requireCredential: true } as const;

function channel(state: State, id: string): ChannelRec {
  const c = state.db.channels.find((x) => x.id === id);
  if (!c) throw new ApiError(X.NO_SUCH_CHANNEL);
  return c;
}

function editable(state: State, me: UserRec, id: string): ChannelRec {
  const c = channel(state, id);
  if (c.userId !== me.id && !isModerator(state, me))
    throw new ApiError({
      message: 'You do not have edit privilege of the channel.',
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
    });
  return c;
}

export const channelEndpoints = [
  ep('channels/show', {}, ({ state, me, params }) =>
    packChannel(state, channel(state, params.channelId), me?.id ?? null, { detail: true }),
  ),

  ep('channels/featured', {}, ({ state, me }) =>
    [...state.db.channels]
      .filter((c) => !c.isArchived)
      .sort((a, b) => (b.lastNotedAt ?? 0) - (a.lastNotedAt ?? 0))
      .slice(0, 10)
      .map((c) => packChannel(state, c, me?.id ?? null)),
  ),

  ep('channels/followed', { ...cred, kind: 'read:channels' }, ({ state, me, params }) =>
    paginateById(
      state.db.channels.filter((c) => c.followers.includes(me.id)),
      params,
      5,
    ).map((c) => packChannel(state, c, me.id)),
  ),

  ep('channels/owned', { ...cred, kind: 'read:channels' }, ({ state, me, params }) =>
    paginateById(
      state.db.channels.filter((c) => c.userId === me.id),
      params,
      5,
    ).map((c) => packChannel(state, c, me.id)),
  ),

  ep('channels/my-favorites', { ...cred, kind: 'read:channels' }, ({ state, me }) =>
    state.db.channels.filter((c) => c.favoritedBy.includes(me.id)).map((c) => packChannel(state, c, me.id)),
  ),

  ep('channels/search', {}, ({ state, me, params }) => {
    const q = params.query.toLowerCase();
    const list = state.db.channels.filter(
      (c) => c.name.toLowerCase().includes(q) || (params.type !== 'nameOnly' && (c.description ?? '').toLowerCase().includes(q)),
    );
    return byOffset(paginateById(list, { ...params, limit: 100 }), params, 5).map((c) => packChannel(state, c, me?.id ?? null));
  }),

  ep('channels/create', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c: ChannelRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name,
      description: params.description ?? null,
      color: params.color ?? '#86b300',
      bannerFileId: params.bannerId ?? null,
      pinnedNoteIds: [],
      isArchived: false,
      isSensitive: params.isSensitive ?? false,
      allowRenoteToExternal: params.allowRenoteToExternal ?? true,
      followers: [me.id],
      favoritedBy: [],
      lastNotedAt: null,
    };
    state.db.channels.push(c);
    return packChannel(state, c, me.id);
  }),

  ep('channels/update', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = editable(state, me, params.channelId);
    if (params.name !== undefined) c.name = params.name;
    if (params.description !== undefined) c.description = params.description;
    if (params.bannerId !== undefined) c.bannerFileId = params.bannerId;
    if (params.isArchived != null) c.isArchived = params.isArchived;
    if (params.pinnedNoteIds !== undefined) c.pinnedNoteIds = params.pinnedNoteIds.filter((id) => state.note(id)?.channelId === c.id);
    if (params.color !== undefined) c.color = params.color;
    if (params.isSensitive != null) c.isSensitive = params.isSensitive;
    if (params.allowRenoteToExternal != null) c.allowRenoteToExternal = params.allowRenoteToExternal;
    return packChannel(state, c, me.id, { detail: true });
  }),

  ep('channels/follow', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId);
    if (!c.followers.includes(me.id)) c.followers.push(me.id);
  }),
  ep('channels/unfollow', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId);
    c.followers = c.followers.filter((id) => id !== me.id);
  }),
  ep('channels/favorite', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId);
    if (!c.favoritedBy.includes(me.id)) c.favoritedBy.push(me.id);
  }),
  ep('channels/unfavorite', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId);
    c.favoritedBy = c.favoritedBy.filter((id) => id !== me.id);
  }),
];
