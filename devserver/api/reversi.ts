/**
 * Reversi endpoints (Misskey 2025.9): invitations, random matching, game lists, show, surrender.
 * The games themselves live in store/reversi.ts; the game channel (`reversiGame`) is in streaming.
 * `reversi/verify` (a crc32 check of the board) is not served.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { packUserLite } from '../store/pack-user';
import { findGame, matched, packDetail, packLite, surrender, tablesOf, type GameRec, type ReversiTables } from '../store/reversi';

/** Misskey forgets an invitation after this long. */
const INVITATION_TIMEOUT_MS = 20_000;
/** A waiting game is reused for a repeated match request made within this window. */
const REUSE_WINDOW_MS = 3 * 60_000;

const err = {
  noSuchUser: { code: 'NO_SUCH_USER', id: '0b4f0559-b484-4e31-9581-3f73cee89b28', message: 'No such user.' },
  isYourself: { code: 'TARGET_IS_YOURSELF', id: '96fd7bd6-d2bc-426c-a865-d055dcd2828e', message: 'Target user is yourself.' },
  noSuchGameShow: { code: 'NO_SUCH_GAME', id: 'f13a03db-fae1-46c9-87f3-43c8165419e1', message: 'No such game.' },
  noSuchGameSurrender: { code: 'NO_SUCH_GAME', id: 'ace0b11f-e0a6-4076-a30d-e8284c81b2df', message: 'No such game.' },
  alreadyEnded: { code: 'ALREADY_ENDED', id: '6c2ad4a6-cbf1-4a5b-b187-b772826cfc6d', message: 'That game has already ended.' },
  accessDenied: { code: 'ACCESS_DENIED', id: '6e04164b-a992-4c93-8489-2123069973e1', message: 'Access denied.' },
} as const;

function userOf(state: State, id: string): UserRec {
  const u = state.db.users.find((x) => x.id === id);
  if (!u) throw new ApiError(err.noSuchUser);
  return u;
}

function recentWaitingGame(t: ReversiTables, meId: string, otherId: string | null): GameRec | undefined {
  const since = Date.now() - REUSE_WINDOW_MS;
  return t.games
    .filter((g) => !g.isStarted && g.createdAt > since && (g.user1Id === meId || g.user2Id === meId))
    .filter((g) => otherId === null || g.user1Id === otherId || g.user2Id === otherId)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

function liveInvitersOf(t: ReversiTables, meId: string): string[] {
  const mine = t.invitations.get(meId);
  if (!mine) return [];
  const since = Date.now() - INVITATION_TIMEOUT_MS;
  return [...mine].filter(([, at]) => at >= since).map(([id]) => id);
}

const cred = { requireCredential: true } as const;

export const reversiEndpoints = [
  ep('reversi/match', { ...cred, kind: 'read:account', mayAnswerEmpty: true }, ({ state, me, params }) => {
    const t = tablesOf(state);
    if (params.userId === me.id) throw new ApiError(err.isYourself);
    const target = params.userId ? userOf(state, params.userId) : null;
    if (!params.multiple) {
      const waiting = recentWaitingGame(t, me.id, target?.id ?? null);
      if (waiting) return packDetail(state, waiting);
    }
    const inviters = liveInvitersOf(t, me.id);
    if (target) {
      if (inviters.includes(target.id)) {
        t.invitations.get(me.id)?.delete(target.id);
        return packDetail(state, matched(state, target.id, me.id, false));
      }
      const theirs = t.invitations.get(target.id) ?? new Map<string, number>();
      theirs.set(me.id, Date.now());
      t.invitations.set(target.id, theirs);
      state.events.emit('reversi', target.id, 'invited', { user: packUserLite(state, me) });
      return;
    }
    if (inviters.length > 0) {
      const inviter = inviters[Math.floor(Math.random() * inviters.length)];
      t.invitations.get(me.id)?.delete(inviter);
      return packDetail(state, matched(state, inviter, me.id, false));
    }
    const other = [...t.waiting].find(([id]) => id !== me.id);
    if (other) {
      t.waiting.delete(other[0]);
      t.waiting.delete(me.id);
      return packDetail(state, matched(state, other[0], me.id, params.noIrregularRules === true || other[1]));
    }
    t.waiting.set(me.id, params.noIrregularRules === true);
    return;
  }),

  ep('reversi/cancel-match', { ...cred, kind: 'read:account' }, ({ state, me, params }) => {
    const t = tablesOf(state);
    if (params.userId) t.invitations.get(params.userId)?.delete(me.id);
    else t.waiting.delete(me.id);
  }),

  ep('reversi/invitations', { ...cred, kind: 'read:account' }, ({ state, me }) =>
    liveInvitersOf(tablesOf(state), me.id).map((id) => packUserLite(state, userOf(state, id))),
  ),

  ep('reversi/games', { requireCredential: false }, ({ state, me, params }) => {
    const limit = params.limit ?? 10;
    return tablesOf(state)
      .games.filter((g) => (params.my && me ? g.user1Id === me.id || g.user2Id === me.id : g.isStarted))
      .filter((g) => (params.sinceId ? g.id > params.sinceId : true) && (params.untilId ? g.id < params.untilId : true))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((g) => packLite(state, g));
  }),

  ep('reversi/show-game', { requireCredential: false }, ({ state, params }) => {
    const g = findGame(state, params.gameId);
    if (!g) throw new ApiError(err.noSuchGameShow);
    return packDetail(state, g);
  }),

  ep('reversi/surrender', { ...cred, kind: 'write:account' }, ({ state, me, params }) => {
    const g = findGame(state, params.gameId);
    if (!g) throw new ApiError(err.noSuchGameSurrender);
    if (g.isEnded) throw new ApiError(err.alreadyEnded);
    if (g.user1Id !== me.id && g.user2Id !== me.id) throw new ApiError(err.accessDenied);
    surrender(state, g, me.id);
  }),
];
