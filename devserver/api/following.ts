/**
 * Relationships: follow, follow requests, mute, renote-mute, block.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { paginateById } from '../http/params';
import { packUserDetailedNotMe, packUserLite, packMe } from '../store/pack-user';
import { genId } from '../store/ids';
import { notify } from '../store/notify';

const cred = { requireCredential: true } as const;

function other(state: State, me: UserRec, userId: string, self: (typeof X)[keyof typeof X]): UserRec {
  if (userId === me.id) throw new ApiError(self);
  const u = state.user(userId);
  if (!u) throw new ApiError(X.NO_SUCH_USER);
  return u;
}

export function follow(
  state: State,
  me: UserRec,
  target: UserRec,
  opts: { withReplies?: boolean; silent?: boolean; createdAt?: number } = {},
): void {
  const createdAt = opts.createdAt ?? Date.now();
  state.db.follows.push({
    id: genId(createdAt),
    createdAt,
    followerId: me.id,
    followeeId: target.id,
    notify: 'none',
    withReplies: opts.withReplies ?? false,
  });
  state.db.followRequests = state.db.followRequests.filter((r) => !(r.followerId === me.id && r.followeeId === target.id));
  if (opts.silent) return;
  notify(state, { notifieeId: target.id, type: 'follow', notifierId: me.id });
  state.events.emit('main', me.id, 'follow', packUserDetailedNotMe(state, target, me.id));
  state.events.emit('main', target.id, 'followed', packUserLite(state, me));
}

function unfollow(state: State, me: UserRec, target: UserRec): void {
  state.db.follows = state.db.follows.filter((f) => !(f.followerId === me.id && f.followeeId === target.id));
  state.events.emit('main', me.id, 'unfollow', packUserDetailedNotMe(state, target, me.id));
}

function packRequest(state: State, r: { id: string; followerId: string; followeeId: string }) {
  const follower = state.user(r.followerId);
  const followee = state.user(r.followeeId);
  if (!follower || !followee) throw new Error('dangling request');
  return { id: r.id, follower: packUserLite(state, follower), followee: packUserLite(state, followee) };
}

export const followingEndpoints = [
  ep('following/create', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.FOLLOWEE_IS_YOURSELF);
    if (state.isFollowing(me.id, target.id)) throw new ApiError(X.ALREADY_FOLLOWING);
    if (state.isBlocking(target.id, me.id)) throw new ApiError({ ...X.YOU_HAVE_BEEN_BLOCKED, id: 'c4ab57cc-4e41-45e9-bfd9-584f61e35ce0' });
    if (target.isLocked && !(target.autoAcceptFollowed && state.isFollowing(target.id, me.id))) {
      if (!state.db.followRequests.some((r) => r.followerId === me.id && r.followeeId === target.id)) {
        state.db.followRequests.push({ id: genId(), createdAt: Date.now(), followerId: me.id, followeeId: target.id });
        notify(state, { notifieeId: target.id, type: 'receiveFollowRequest', notifierId: me.id });
        state.events.emit('main', target.id, 'receiveFollowRequest', packUserLite(state, me));
      }
    } else {
      follow(state, me, target, { withReplies: params.withReplies });
    }
    return packUserLite(state, target);
  }),

  ep('following/delete', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.FOLLOWEE_IS_YOURSELF);
    if (!state.isFollowing(me.id, target.id)) throw new ApiError(X.NOT_FOLLOWING);
    unfollow(state, me, target);
    return packUserLite(state, target);
  }),

  ep('following/update', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.FOLLOWEE_IS_YOURSELF);
    const f = state.db.follows.find((x) => x.followerId === me.id && x.followeeId === target.id);
    if (!f) throw new ApiError(X.NOT_FOLLOWING);
    if (params.notify) f.notify = params.notify;
    if (params.withReplies !== undefined) f.withReplies = params.withReplies;
    return packUserLite(state, target);
  }),

  ep('following/update-all', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    for (const f of state.db.follows.filter((x) => x.followerId === me.id)) {
      if (params.notify) f.notify = params.notify;
      if (params.withReplies !== undefined) f.withReplies = params.withReplies;
    }
  }),

  ep('following/invalidate', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const follower = other(state, me, params.userId, X.FOLLOWEE_IS_YOURSELF);
    if (!state.isFollowing(follower.id, me.id)) throw new ApiError(X.NOT_FOLLOWING);
    state.db.follows = state.db.follows.filter((f) => !(f.followerId === follower.id && f.followeeId === me.id));
    return packUserLite(state, follower);
  }),

  ep('following/requests/list', { ...cred, kind: 'read:following' }, ({ state, me, params }) =>
    paginateById(
      state.db.followRequests.filter((r) => r.followeeId === me.id),
      params,
    ).map((r) => packRequest(state, r)),
  ),

  ep('following/requests/sent', { ...cred, kind: 'read:following' }, ({ state, me, params }) =>
    paginateById(
      state.db.followRequests.filter((r) => r.followerId === me.id),
      params,
    ).map((r) => packRequest(state, r)),
  ),

  ep('following/requests/accept', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const r = state.db.followRequests.find((x) => x.followerId === params.userId && x.followeeId === me.id);
    const follower = state.user(params.userId);
    if (!follower) throw new ApiError(X.NO_SUCH_USER);
    if (!r) throw new ApiError(X.NO_FOLLOW_REQUEST);
    follow(state, follower, me);
    notify(state, { notifieeId: follower.id, type: 'followRequestAccepted', notifierId: me.id, message: me.followedMessage });
    state.events.emit('main', me.id, 'meUpdated', packMe(state, me));
  }),

  ep('following/requests/reject', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    if (!state.user(params.userId)) throw new ApiError(X.NO_SUCH_USER);
    state.db.followRequests = state.db.followRequests.filter((x) => !(x.followerId === params.userId && x.followeeId === me.id));
    state.events.emit('main', me.id, 'meUpdated', packMe(state, me));
  }),

  ep('following/requests/cancel', { ...cred, kind: 'write:following' }, ({ state, me, params }) => {
    const target = state.user(params.userId);
    if (!target) throw new ApiError(X.NO_SUCH_USER);
    if (!state.db.followRequests.some((x) => x.followerId === me.id && x.followeeId === target.id)) throw new ApiError(X.NO_FOLLOW_REQUEST);
    state.db.followRequests = state.db.followRequests.filter((x) => !(x.followerId === me.id && x.followeeId === target.id));
    return packUserLite(state, target);
  }),

  ep('mute/create', { ...cred, kind: 'write:mutes' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.MUTEE_IS_YOURSELF);
    if (state.isMuting(me.id, target.id)) throw new ApiError(X.ALREADY_MUTING);
    state.db.mutes.push({ id: genId(), createdAt: Date.now(), muterId: me.id, muteeId: target.id, expiresAt: params.expiresAt ?? null });
  }),
  ep('mute/delete', { ...cred, kind: 'write:mutes' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.MUTEE_IS_YOURSELF);
    if (!state.isMuting(me.id, target.id)) throw new ApiError(X.NOT_MUTING);
    state.db.mutes = state.db.mutes.filter((m) => !(m.muterId === me.id && m.muteeId === target.id));
  }),
  ep('mute/list', { ...cred, kind: 'read:mutes' }, ({ state, me, params }) =>
    paginateById(
      state.db.mutes.filter((m) => m.muterId === me.id),
      params,
    ).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      expiresAt: m.expiresAt == null ? null : new Date(m.expiresAt).toISOString(),
      muteeId: m.muteeId,
      mutee: packUserDetailedNotMe(state, state.user(m.muteeId) as UserRec, me.id),
    })),
  ),

  ep('renote-mute/create', { ...cred, kind: 'write:mutes' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.MUTEE_IS_YOURSELF);
    if (state.isRenoteMuting(me.id, target.id)) throw new ApiError({ ...X.ALREADY_MUTING, id: 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b' });
    state.db.renoteMutes.push({ id: genId(), createdAt: Date.now(), fromId: me.id, toId: target.id });
  }),
  ep('renote-mute/delete', { ...cred, kind: 'write:mutes' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.MUTEE_IS_YOURSELF);
    if (!state.isRenoteMuting(me.id, target.id)) throw new ApiError({ ...X.NOT_MUTING, id: '9b6f3d7f-7f5b-4d7b-8e5a-5d7f5c2a5e4c' });
    state.db.renoteMutes = state.db.renoteMutes.filter((m) => !(m.fromId === me.id && m.toId === target.id));
  }),
  ep('renote-mute/list', { ...cred, kind: 'read:mutes' }, ({ state, me, params }) =>
    paginateById(
      state.db.renoteMutes.filter((m) => m.fromId === me.id),
      params,
    ).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      muteeId: m.toId,
      mutee: packUserDetailedNotMe(state, state.user(m.toId) as UserRec, me.id),
    })),
  ),

  ep('blocking/create', { ...cred, kind: 'write:blocks' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.BLOCKEE_IS_YOURSELF);
    if (state.isBlocking(me.id, target.id)) throw new ApiError(X.ALREADY_BLOCKING);
    state.db.blocks.push({ id: genId(), createdAt: Date.now(), fromId: me.id, toId: target.id });
    state.db.follows = state.db.follows.filter(
      (f) => !((f.followerId === me.id && f.followeeId === target.id) || (f.followerId === target.id && f.followeeId === me.id)),
    );
    return packUserDetailedNotMe(state, target, me.id);
  }),
  ep('blocking/delete', { ...cred, kind: 'write:blocks' }, ({ state, me, params }) => {
    const target = other(state, me, params.userId, X.BLOCKEE_IS_YOURSELF);
    if (!state.isBlocking(me.id, target.id)) throw new ApiError(X.NOT_BLOCKING);
    state.db.blocks = state.db.blocks.filter((b) => !(b.fromId === me.id && b.toId === target.id));
    return packUserDetailedNotMe(state, target, me.id);
  }),
  ep('blocking/list', { ...cred, kind: 'read:blocks' }, ({ state, me, params }) =>
    paginateById(
      state.db.blocks.filter((b) => b.fromId === me.id),
      params,
    ).map((b) => ({
      id: b.id,
      createdAt: new Date(b.createdAt).toISOString(),
      blockeeId: b.toId,
      blockee: packUserDetailedNotMe(state, state.user(b.toId) as UserRec, me.id),
    })),
  ),

  ep('federation/update-remote-user', {}, ({ state, params }) => {
    if (!state.user(params.userId)) throw new ApiError(X.NO_SUCH_USER);
  }),
];
