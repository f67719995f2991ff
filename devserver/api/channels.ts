/**
 * Channels.
 */
import type { State } from '../store/state';
import type { ChannelRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { byOffset, lenRange, paginateById } from '../http/params';
import { packChannel } from '../store/pack-misc';
import { isModerator } from '../store/policies';
import { genId } from '../store/ids';

const cred = { requireCredential: true } as const;

/** Misskey gives each endpoint its own NO_SUCH_CHANNEL id. */
const noSuchChannel = {
  show: '6f6c314b-7486-4897-8966-c04a66a02923',
  update: 'f9c5467f-d492-4c3c-9a8d-a70dacc86512',
  follow: 'c0031718-d573-4e85-928e-10039f1fbb68',
  unfollow: '19959ee9-0153-4c51-bbd9-a98c49dc59d6',
  favorite: '4938f5f3-6167-4c04-9149-6607b7542861',
  unfavorite: '353c68dd-131a-476c-aa99-88a345e83668',
} as const;

function channel(state: State, id: string, endpoint: keyof typeof noSuchChannel): ChannelRec {
  const c = state.db.channels.find((x) => x.id === id);
  if (!c) throw new ApiError({ ...X.NO_SUCH_CHANNEL, id: noSuchChannel[endpoint] });
  return c;
}

function editable(state: State, me: UserRec, id: string): ChannelRec {
  const c = channel(state, id, 'update');
  if (c.userId !== me.id && !isModerator(state, me))
    throw new ApiError({
      message: 'You do not have edit privilege of the channel.',
      code: 'ACCESS_DENIED',
      id: '1fb7cb09-d46a-4fdf-b8df-057788cce513',
    });
  return c;
}

/** The lengths channels/create and channels/update accept (Misskey's paramDef). */
function checkLengths(p: { name?: string; description?: string | null; color?: string }): void {
  lenRange(p.name, 1, 128, 'name');
  lenRange(p.description, 1, 2048, 'description');
  lenRange(p.color, 1, 16, 'color');
}

/** A banner must be one of the caller's own drive files (else NO_SUCH_FILE with the endpoint's id). */
function ownBanner(state: State, me: UserRec, fileId: string, errorId: string): string {
  const f = state.file(fileId);
  if (!f || f.userId !== me.id) throw new ApiError({ code: 'NO_SUCH_FILE', id: errorId, message: 'No such file.' });
  return f.id;
}

export const channelEndpoints = [
  ep('channels/show', {}, ({ state, me, params }) =>
    packChannel(state, channel(state, params.channelId, 'show'), me?.id ?? null, { detail: true }),
  ),

  ep('channels/featured', {}, ({ state, me }) =>
    [...state.db.channels]
      // Misskey 2025.9: only channels someone has posted in, not archived ones.
      .filter((c) => !c.isArchived && c.lastNotedAt != null)
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
      state.db.channels.filter((c) => c.userId === me.id && !c.isArchived),
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
      (c) =>
        !c.isArchived &&
        (c.name.toLowerCase().includes(q) || (params.type !== 'nameOnly' && (c.description ?? '').toLowerCase().includes(q))),
    );
    return byOffset(paginateById(list, { ...params, limit: 100 }), params, 5).map((c) => packChannel(state, c, me?.id ?? null));
  }),

  ep('channels/create', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    checkLengths(params);
    const banner = params.bannerId != null ? ownBanner(state, me, params.bannerId, 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050') : null;
    // As Misskey 2025.9: the creator does not follow the new channel (usersCount 0).
    const c: ChannelRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name,
      description: params.description ?? null,
      color: params.color ?? '#86b300',
      bannerFileId: banner,
      pinnedNoteIds: [],
      isArchived: false,
      isSensitive: params.isSensitive ?? false,
      allowRenoteToExternal: params.allowRenoteToExternal ?? true,
      followers: [],
      favoritedBy: [],
      lastNotedAt: null,
    };
    state.db.channels.push(c);
    return packChannel(state, c, me.id);
  }),

  ep('channels/update', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    checkLengths(params);
    const c = editable(state, me, params.channelId);
    // Misskey 2025.9 checks a given banner, but `bannerId: null` leaves the banner as it is.
    if (params.bannerId != null) c.bannerFileId = ownBanner(state, me, params.bannerId, 'e86c14a4-0da2-4032-8df3-e737a04c7f3b');
    if (params.name !== undefined) c.name = params.name;
    if (params.description !== undefined) c.description = params.description;
    if (params.isArchived != null) c.isArchived = params.isArchived;
    // Kept as given, as Misskey 2025.9 does (any note, even an unknown id); channels/show packs those that exist, in this order.
    if (params.pinnedNoteIds !== undefined) c.pinnedNoteIds = [...params.pinnedNoteIds];
    if (params.color !== undefined) c.color = params.color;
    if (params.isSensitive != null) c.isSensitive = params.isSensitive;
    if (params.allowRenoteToExternal != null) c.allowRenoteToExternal = params.allowRenoteToExternal;
    return packChannel(state, c, me.id);
  }),

  ep('channels/follow', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId, 'follow');
    if (!c.followers.includes(me.id)) c.followers.push(me.id);
  }),
  ep('channels/unfollow', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId, 'unfollow');
    c.followers = c.followers.filter((id) => id !== me.id);
  }),
  ep('channels/favorite', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId, 'favorite');
    if (!c.favoritedBy.includes(me.id)) c.favoritedBy.push(me.id);
  }),
  ep('channels/unfavorite', { ...cred, kind: 'write:channels' }, ({ state, me, params }) => {
    const c = channel(state, params.channelId, 'unfavorite');
    c.favoritedBy = c.favoritedBy.filter((id) => id !== me.id);
  }),
];
