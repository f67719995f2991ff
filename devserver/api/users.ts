/**
 * Users: show, search, follow lists, relation, memo, recommendation.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { X } from './errors';
import { byOffset, paginateById } from '../http/params';
import { packUserDetailed, packUserDetailedNotMe, packUserLite, relation } from '../store/pack-user';

/** The user named by id or username; a suspended one only for staff (`showSuspended`), as Misskey's users/show. */
function findUser(state: State, p: { userId?: string; username?: string; host?: string | null }, showSuspended = false): UserRec {
  const u = p.userId ? state.user(p.userId) : p.username ? state.userByName(p.username, p.host ?? null) : undefined;
  if (!u || (u.isSuspended && !showSuspended)) throw new ApiError(X.NO_SUCH_USER);
  return u;
}

function canSeeFollowList(state: State, u: UserRec, meId: string | null, vis: UserRec['followingVisibility']): boolean {
  if (meId === u.id || vis === 'public') return true;
  if (vis === 'followers') return meId != null && state.isFollowing(meId, u.id);
  return false;
}

const FORBIDDEN = { message: 'Forbidden.', code: 'FORBIDDEN', id: 'f6cdb0df-c19f-ec5c-7dbb-0ba84a1f92ba', kind: 'permission' as const };

export const userEndpoints = [
  ep('users/show', { allowGet: true }, ({ state, me, params }) => {
    const meId = me?.id ?? null;
    if ('userIds' in params && params.userIds) {
      return params.userIds
        .map((id: string) => state.user(id))
        .filter((u): u is UserRec => u != null && !u.isSuspended)
        .map((u) => packUserDetailed(state, u, meId));
    }
    // Misskey shows a suspended user to moderators (the control panel opens them).
    return packUserDetailed(state, findUser(state, params, me != null && (me.isAdmin || me.isModerator)), meId);
  }),

  ep('users', {}, ({ state, me, params }) => {
    let list = state.db.users.filter((u) => !u.isSuspended && u.isExplorable);
    if (params.origin === 'local') list = list.filter((u) => u.host == null);
    if (params.origin === 'remote') list = list.filter((u) => u.host != null);
    if (params.state === 'alive') list = list.filter((u) => Date.now() - u.lastActiveAt < 5 * 86400_000);
    if (params.hostname) list = list.filter((u) => u.host === params.hostname);
    const followers = (u: UserRec): number => state.db.follows.filter((f) => f.followeeId === u.id).length;
    const sort = params.sort ?? '+follower';
    list.sort((a, b) =>
      sort === '+follower'
        ? followers(b) - followers(a)
        : sort === '-follower'
          ? followers(a) - followers(b)
          : sort === '+createdAt'
            ? b.createdAt - a.createdAt
            : sort === '-createdAt'
              ? a.createdAt - b.createdAt
              : b.lastActiveAt - a.lastActiveAt,
    );
    return byOffset(list, params).map((u) => packUserDetailed(state, u, me?.id ?? null));
  }),

  ep('users/search', { requiredRolePolicy: 'canSearchUsers' }, ({ state, me, params }) => {
    const q = params.query.trim().replace(/^@/, '').toLowerCase();
    let list = state.db.users.filter(
      (u) => !u.isSuspended && (u.username.toLowerCase().includes(q) || (u.name ?? '').toLowerCase().includes(q)),
    );
    if (params.origin === 'local') list = list.filter((u) => u.host == null);
    if (params.origin === 'remote') list = list.filter((u) => u.host != null);
    list.sort((a, b) => Number(b.username.toLowerCase().startsWith(q)) - Number(a.username.toLowerCase().startsWith(q)));
    const page = byOffset(list, params);
    return params.detail === false ? page.map((u) => packUserLite(state, u)) : page.map((u) => packUserDetailed(state, u, me?.id ?? null));
  }),

  ep('users/search-by-username-and-host', {}, ({ state, me, params }) => {
    const name = ('username' in params ? (params.username ?? '') : '').toLowerCase();
    const host = 'host' in params && params.host ? params.host.toLowerCase() : undefined;
    const list = state.db.users.filter(
      (u) => !u.isSuspended && u.username.toLowerCase().startsWith(name) && (host === undefined || (u.host ?? '').startsWith(host)),
    );
    const page = list.slice(0, params.limit ?? 10);
    return params.detail === false ? page.map((u) => packUserLite(state, u)) : page.map((u) => packUserDetailed(state, u, me?.id ?? null));
  }),

  ep('users/following', {}, ({ state, me, params }) => {
    const u = findUser(state, params);
    if (!canSeeFollowList(state, u, me?.id ?? null, u.followingVisibility)) throw new ApiError(FORBIDDEN);
    // Misskey's `birthday` (yyyy-mm-dd) keeps followees born on that month and day.
    const md = params.birthday ? params.birthday.slice(5, 10) : null;
    const follows = state.db.follows.filter(
      (f) => f.followerId === u.id && (md === null || state.user(f.followeeId)?.birthday?.slice(5, 10) === md),
    );
    return paginateById(follows, params).map((f) => {
      const followee = state.user(f.followeeId);
      if (!followee) throw new Error('dangling follow');
      return {
        id: f.id,
        createdAt: new Date(f.createdAt).toISOString(),
        followeeId: f.followeeId,
        followerId: f.followerId,
        followee: packUserDetailedNotMe(state, followee, me?.id ?? null),
      };
    });
  }),

  ep('users/followers', {}, ({ state, me, params }) => {
    const u = findUser(state, params);
    if (!canSeeFollowList(state, u, me?.id ?? null, u.followersVisibility)) throw new ApiError(FORBIDDEN);
    return paginateById(
      state.db.follows.filter((f) => f.followeeId === u.id),
      params,
    ).map((f) => {
      const follower = state.user(f.followerId);
      if (!follower) throw new Error('dangling follow');
      return {
        id: f.id,
        createdAt: new Date(f.createdAt).toISOString(),
        followeeId: f.followeeId,
        followerId: f.followerId,
        follower: packUserDetailedNotMe(state, follower, me?.id ?? null),
      };
    });
  }),

  ep('users/relation', { requireCredential: true }, ({ state, me, params }) => {
    const ids = Array.isArray(params.userId) ? params.userId : [params.userId];
    const rels = ids
      .map((id) => ({ id, ...relation(state, me.id, id), isFollowing: state.isFollowing(me.id, id), isMuted: state.isMuting(me.id, id) }))
      .map((r) => ({
        ...r,
        hasPendingFollowRequestFromYou: r.hasPendingFollowRequestFromYou,
        notify: r.notify ?? ('none' as const),
        withReplies: r.withReplies ?? false,
      }));
    return Array.isArray(params.userId) ? rels : rels[0];
  }),

  ep('users/update-memo', { requireCredential: true, kind: 'write:account' }, ({ state, me, params }) => {
    findUser(state, { userId: params.userId });
    state.db.memos = state.db.memos.filter((m) => !(m.userId === me.id && m.targetId === params.userId));
    if (params.memo) state.db.memos.push({ userId: me.id, targetId: params.userId, memo: params.memo });
  }),

  ep('users/recommendation', { requireCredential: true }, ({ state, me, params }) => {
    const followees = state.followeeIds(me.id);
    const list = state.db.users.filter((u) => u.id !== me.id && !followees.has(u.id) && u.host == null && !u.isSuspended && u.isExplorable);
    return byOffset(list, params).map((u) => packUserDetailed(state, u, me.id));
  }),

  ep('users/clips', {}, ({ state, me, params }) =>
    paginateById(
      state.db.clips.filter((c) => c.userId === params.userId && c.isPublic),
      params,
    ).map((c) => packClipLazy(state, c.id, me?.id ?? null)),
  ),
];

import { packClip } from '../store/pack-misc';
function packClipLazy(state: State, id: string, meId: string | null) {
  const c = state.db.clips.find((x) => x.id === id);
  if (!c) throw new Error('missing clip');
  return packClip(state, c, meId);
}
