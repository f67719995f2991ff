/**
 * Hashtags. As Misskey 2025.9: a tag is "mentioned" by people who used it in notes and
 * "attached" to people who have it in their profile description; hashtags/users answers
 * the people it is attached to, hashtags/list sorts and filters by either count.
 */
import type { Endpoints } from 'misskey-js';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { byOffset } from '../http/params';
import { packUserDetailed } from '../store/pack-user';
import { extractHashtags } from '../store/notes-service';

type Counts = Map<string, Set<string>>;

function add(m: Counts, tag: string, userId: string): void {
  const s = m.get(tag) ?? new Set<string>();
  s.add(userId);
  m.set(tag, s);
}

/** Tag → people who used it in notes (since `since`, when given). */
function mentioned(state: State, since = 0): Counts {
  const m: Counts = new Map();
  for (const n of state.db.notes) if (n.createdAt > since) for (const t of n.tags) add(m, t, n.userId);
  return m;
}

/** Tag → people with it in their profile description. */
function attached(state: State): Counts {
  const m: Counts = new Map();
  for (const u of state.db.users) if (!u.isSuspended && u.description) for (const t of extractHashtags(u.description)) add(m, t, u.id);
  return m;
}

function packTag(state: State, tag: string, men: Counts, att: Counts) {
  const split = (ids: Set<string> | undefined) => {
    const all = [...(ids ?? [])];
    const local = all.filter((id) => state.user(id)?.host == null).length;
    return { all: all.length, local, remote: all.length - local };
  };
  const m = split(men.get(tag));
  const a = split(att.get(tag));
  return {
    tag,
    mentionedUsersCount: m.all,
    mentionedLocalUsersCount: m.local,
    mentionedRemoteUsersCount: m.remote,
    attachedUsersCount: a.all,
    attachedLocalUsersCount: a.local,
    attachedRemoteUsersCount: a.remote,
  };
}

type Packed = ReturnType<typeof packTag>;
type ListSort = Endpoints['hashtags/list']['req']['sort'];
const sortKey: Record<string, keyof Packed> = {
  mentionedUsers: 'mentionedUsersCount',
  mentionedLocalUsers: 'mentionedLocalUsersCount',
  mentionedRemoteUsers: 'mentionedRemoteUsersCount',
  attachedUsers: 'attachedUsersCount',
  attachedLocalUsers: 'attachedLocalUsersCount',
  attachedRemoteUsers: 'attachedRemoteUsersCount',
};
function bySort(sort: ListSort): (a: Packed, b: Packed) => number {
  const key = sortKey[sort.slice(1)] ?? 'mentionedUsersCount';
  const sign = sort.startsWith('+') ? -1 : 1;
  return (a, b) => sign * (Number(a[key]) - Number(b[key]));
}

const NO_SUCH_HASHTAG = { message: 'No such hashtag.', code: 'NO_SUCH_HASHTAG', id: '110ee688-193e-4a3a-9ecf-c167b2e6981e' };

export const hashtagEndpoints = [
  ep('hashtags/trend', { allowGet: true }, ({ state }) => {
    const recent = mentioned(state, Date.now() - 24 * 3600_000);
    return [...(recent.size ? recent : mentioned(state)).entries()]
      .sort((a, b) => b[1].size - a[1].size)
      .slice(0, 10)
      .map(([tag, users]) => ({
        tag,
        chart: Array.from({ length: 20 }, (_, i) => (i === 19 ? users.size : (users.size * (i % 3)) % 4)),
        usersCount: users.size,
      }));
  }),
  ep('hashtags/list', {}, ({ state, params }) => {
    const men = mentioned(state);
    const att = attached(state);
    return [...new Set([...men.keys(), ...att.keys()])]
      .map((t) => packTag(state, t, men, att))
      .filter(
        (h) =>
          (params.attachedToUserOnly !== true || h.attachedUsersCount > 0) &&
          (params.attachedToLocalUserOnly !== true || h.attachedLocalUsersCount > 0) &&
          (params.attachedToRemoteUserOnly !== true || h.attachedRemoteUsersCount > 0),
      )
      .sort(bySort(params.sort))
      .slice(0, Math.min(params.limit ?? 10, 100));
  }),
  ep('hashtags/search', {}, ({ state, params }) =>
    byOffset(
      [...new Set([...mentioned(state).keys(), ...attached(state).keys()])].filter((t) => t.startsWith(params.query.toLowerCase())),
      params,
    ),
  ),
  ep('hashtags/show', {}, ({ state, params }) => {
    const tag = params.tag.toLowerCase();
    const men = mentioned(state);
    const att = attached(state);
    if (!men.has(tag) && !att.has(tag)) throw new ApiError(NO_SUCH_HASHTAG);
    return packTag(state, tag, men, att);
  }),
  ep('hashtags/users', {}, ({ state, me, params }) => {
    const ids = attached(state).get(params.tag.toLowerCase()) ?? new Set<string>();
    const followers = (u: UserRec): number => state.db.follows.filter((f) => f.followeeId === u.id).length;
    const users = [...ids]
      .map((id) => state.user(id))
      .filter((u): u is UserRec => u != null)
      .filter((u) => (params.origin === 'local' ? u.host == null : params.origin === 'remote' ? u.host != null : true))
      .filter((u) => params.state !== 'alive' || Date.now() - u.lastActiveAt < 5 * 86400_000);
    const sign = params.sort.startsWith('+') ? -1 : 1;
    const key = params.sort.slice(1);
    users.sort((a, b) =>
      key === 'follower'
        ? sign * (followers(a) - followers(b))
        : key === 'createdAt'
          ? sign * (a.createdAt - b.createdAt)
          : sign * (a.lastActiveAt - b.lastActiveAt),
    );
    return users.slice(0, Math.min(params.limit ?? 10, 100)).map((u) => packUserDetailed(state, u, me?.id ?? null));
  }),
];
