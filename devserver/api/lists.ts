/**
 * User lists.
 */
import type { State } from '../store/state';
import type { ListRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { packList } from '../store/pack-misc';
import { policiesOf } from '../store/policies';
import { genId } from '../store/ids';
import { packUserLite } from '../store/pack-user';

const cred = { requireCredential: true } as const;

function ownList(state: State, me: UserRec, listId: string): ListRec {
  const l = state.db.lists.find((x) => x.id === listId && x.userId === me.id);
  if (!l) throw new ApiError(X.NO_SUCH_LIST);
  return l;
}

export const listEndpoints = [
  // Misskey 2025.9: no credential needed; with userId only that local user's public lists
  // (even one's own), without it the caller's lists (signed in).
  ep('users/lists/list', { kind: 'read:account' }, ({ state, me, params }) => {
    if (params.userId !== undefined) {
      const owner = state.user(params.userId);
      if (!owner) throw new ApiError({ message: 'No such user.', code: 'NO_SUCH_USER', id: 'a8af4a82-0980-4cc4-a6af-8b0ffd54465e' });
      if (owner.host != null)
        throw new ApiError({
          message: "Not allowed to load the remote user's list",
          code: 'REMOTE_USER_NOT_ALLOWED',
          id: '53858f1b-3315-4a01-81b7-db9b48d4b79a',
        });
      return state.db.lists.filter((l) => l.userId === owner.id && l.isPublic).map((l) => packList(l));
    }
    if (!me) throw new ApiError({ message: 'Invalid param.', code: 'INVALID_PARAM', id: 'ab36de0e-29e9-48cb-9732-d82f1281620d' });
    return state.db.lists.filter((l) => l.userId === me.id).map((l) => packList(l));
  }),

  ep('users/lists/create', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    if (state.db.lists.filter((l) => l.userId === me.id).length >= policiesOf(state, me).userListLimit) {
      throw new ApiError({
        message: 'You cannot create user list any more.',
        code: 'TOO_MANY_USERLISTS',
        id: '0cf21a28-7715-4f39-a20d-777bfdb8d138',
      });
    }
    const l: ListRec = {
      id: genId(),
      createdAt: Date.now(),
      userId: me.id,
      name: params.name,
      isPublic: false,
      userIds: [],
      withReplies: {},
      favoritedBy: [],
    };
    state.db.lists.push(l);
    return packList(l);
  }),

  // Misskey 2025.9: signed in and without forPublic only one's own list; otherwise a public one, and
  // with forPublic (on a public list) likedCount and isLiked.
  ep('users/lists/show', {}, ({ state, me, params }) => {
    const own = !params.forPublic && me != null;
    const l = state.db.lists.find((x) => x.id === params.listId && (own ? x.userId === me.id : x.isPublic));
    if (!l) throw new ApiError(X.NO_SUCH_LIST);
    if (!params.forPublic) return packList(l);
    return { ...packList(l), likedCount: l.favoritedBy.length, isLiked: me != null && l.favoritedBy.includes(me.id) };
  }),

  ep('users/lists/update', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    if (params.name !== undefined) l.name = params.name;
    if (params.isPublic !== undefined) l.isPublic = params.isPublic;
    return packList(l);
  }),

  ep('users/lists/delete', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    state.db.lists = state.db.lists.filter((x) => x !== l);
  }),

  ep('users/lists/push', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    if (!state.user(params.userId)) throw new ApiError(X.NO_SUCH_USER);
    if (l.userIds.includes(params.userId)) throw new ApiError(X.ALREADY_ADDED);
    l.userIds.push(params.userId);
  }),

  ep('users/lists/pull', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    if (!state.user(params.userId)) throw new ApiError(X.NO_SUCH_USER);
    l.userIds = l.userIds.filter((id) => id !== params.userId);
  }),

  ep('users/lists/get-memberships', { ...cred, kind: 'read:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    return l.userIds
      .map((id) => state.user(id))
      .filter((u) => u != null)
      .map((u) => ({
        id: `${l.id}-${u.id}`,
        createdAt: new Date(l.createdAt).toISOString(),
        userId: u.id,
        user: packUserLite(state, u),
        withReplies: l.withReplies[u.id] ?? false,
      }));
  }),

  ep('users/lists/update-membership', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = ownList(state, me, params.listId);
    if (params.withReplies !== undefined) l.withReplies[params.userId] = params.withReplies;
  }),

  ep('users/lists/favorite', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = state.db.lists.find((x) => x.id === params.listId && x.isPublic);
    if (!l) throw new ApiError({ message: 'No such user list.', code: 'NO_SUCH_USER_LIST', id: '7dbaf3cf-7b42-4b8f-b431-b3919e580dbe' });
    if (l.favoritedBy.includes(me.id)) {
      throw new ApiError({
        message: 'The list has already been favorited.',
        code: 'ALREADY_FAVORITED',
        id: '6425bba0-985b-461e-af1b-518070e72081',
      });
    }
    l.favoritedBy.push(me.id);
  }),

  ep('users/lists/unfavorite', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const l = state.db.lists.find((x) => x.id === params.listId && x.isPublic);
    if (!l) throw new ApiError({ message: 'No such user list.', code: 'NO_SUCH_USER_LIST', id: 'baedb33e-76b8-4b0c-86a8-9375c0a7b94b' });
    // Misskey 2025.9 answers this one with the code ALREADY_FAVORITED too (its own id).
    if (!l.favoritedBy.includes(me.id)) {
      throw new ApiError({
        message: 'You have not favorited the list.',
        code: 'ALREADY_FAVORITED',
        id: '835c4b27-463d-4cfa-969b-a9058678d465',
      });
    }
    l.favoritedBy = l.favoritedBy.filter((id) => id !== me.id);
  }),
];
