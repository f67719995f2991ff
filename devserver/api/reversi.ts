/**
 * Reversi lobby endpoints (Misskey 2025.9): invitations, random matching, game lists, show, surrender.
 * Game records live beside the state (one table per State) so no shared store file changes; the game
 * channel (`reversiGame`) and `reversi/verify` are not served yet.
 */
import type { entities } from 'misskey-js';
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError } from '../http/errors';
import { genId } from '../store/ids';
import { packUserLite } from '../store/pack-user';

/** Misskey forgets an invitation after this long. */
const INVITATION_TIMEOUT_MS = 20_000;
/** A waiting game is reused for a repeated match request made within this window. */
const REUSE_WINDOW_MS = 3 * 60_000;
/** The standard 8×8 opening position: '-' empty, 'b' black, 'w' white. */
const DEFAULT_MAP = ['--------', '--------', '--------', '---wb---', '---bw---', '--------', '--------', '--------'];

interface GameRec {
  id: string;
  createdAt: number;
  startedAt: number | null;
  endedAt: number | null;
  user1Id: string;
  user2Id: string;
  user1Ready: boolean;
  user2Ready: boolean;
  isStarted: boolean;
  isEnded: boolean;
  winnerId: string | null;
  surrenderedUserId: string | null;
  timeoutUserId: string | null;
  black: number | null;
  bw: string;
  isLlotheo: boolean;
  canPutEverywhere: boolean;
  loopedBoard: boolean;
  timeLimitForEachTurn: number;
  noIrregularRules: boolean;
  map: string[];
  logs: number[][];
}

interface ReversiTables {
  games: GameRec[];
  /** invitee id → (inviter id → time invited) */
  invitations: Map<string, Map<string, number>>;
  /** user id → noIrregularRules wish, in arrival order */
  waiting: Map<string, boolean>;
}

const tables = new WeakMap<State, ReversiTables>();
function tablesOf(state: State): ReversiTables {
  let t = tables.get(state);
  if (!t) {
    t = { games: [], invitations: new Map(), waiting: new Map() };
    tables.set(state, t);
  }
  return t;
}

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

function packLite(state: State, g: GameRec): entities.ReversiGameLite {
  return {
    id: g.id,
    createdAt: new Date(g.createdAt).toISOString(),
    startedAt: g.startedAt === null ? null : new Date(g.startedAt).toISOString(),
    endedAt: g.endedAt === null ? null : new Date(g.endedAt).toISOString(),
    isStarted: g.isStarted,
    isEnded: g.isEnded,
    user1Id: g.user1Id,
    user2Id: g.user2Id,
    user1: packUserLite(state, userOf(state, g.user1Id)),
    user2: packUserLite(state, userOf(state, g.user2Id)),
    winnerId: g.winnerId,
    winner: g.winnerId === null ? null : packUserLite(state, userOf(state, g.winnerId)),
    surrenderedUserId: g.surrenderedUserId,
    timeoutUserId: g.timeoutUserId,
    black: g.black,
    bw: g.bw,
    isLlotheo: g.isLlotheo,
    canPutEverywhere: g.canPutEverywhere,
    loopedBoard: g.loopedBoard,
    timeLimitForEachTurn: g.timeLimitForEachTurn,
    noIrregularRules: g.noIrregularRules,
  };
}

function packDetail(state: State, g: GameRec): entities.ReversiGameDetailed {
  return { ...packLite(state, g), form1: null, form2: null, user1Ready: g.user1Ready, user2Ready: g.user2Ready, map: g.map, logs: g.logs };
}

function newGame(t: ReversiTables, user1Id: string, user2Id: string, noIrregularRules: boolean): GameRec {
  const g: GameRec = {
    id: genId(),
    createdAt: Date.now(),
    startedAt: null,
    endedAt: null,
    user1Id,
    user2Id,
    user1Ready: false,
    user2Ready: false,
    isStarted: false,
    isEnded: false,
    winnerId: null,
    surrenderedUserId: null,
    timeoutUserId: null,
    black: null,
    bw: 'random',
    isLlotheo: false,
    canPutEverywhere: false,
    loopedBoard: false,
    timeLimitForEachTurn: 90,
    noIrregularRules,
    map: [...DEFAULT_MAP],
    logs: [],
  };
  t.games.push(g);
  return g;
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
        return packDetail(state, newGame(t, target.id, me.id, false));
      }
      const theirs = t.invitations.get(target.id) ?? new Map<string, number>();
      theirs.set(me.id, Date.now());
      t.invitations.set(target.id, theirs);
      return;
    }
    if (inviters.length > 0) {
      const inviter = inviters[Math.floor(Math.random() * inviters.length)];
      t.invitations.get(me.id)?.delete(inviter);
      return packDetail(state, newGame(t, inviter, me.id, false));
    }
    const other = [...t.waiting].find(([id]) => id !== me.id);
    if (other) {
      t.waiting.delete(other[0]);
      t.waiting.delete(me.id);
      return packDetail(state, newGame(t, other[0], me.id, params.noIrregularRules === true || other[1]));
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
    const g = tablesOf(state).games.find((x) => x.id === params.gameId);
    if (!g) throw new ApiError(err.noSuchGameShow);
    return packDetail(state, g);
  }),

  ep('reversi/surrender', { ...cred, kind: 'read:account' }, ({ state, me, params }) => {
    const g = tablesOf(state).games.find((x) => x.id === params.gameId);
    if (!g) throw new ApiError(err.noSuchGameSurrender);
    if (g.isEnded) throw new ApiError(err.alreadyEnded);
    if (g.user1Id !== me.id && g.user2Id !== me.id) throw new ApiError(err.accessDenied);
    g.isEnded = true;
    g.endedAt = Date.now();
    g.surrenderedUserId = me.id;
    g.winnerId = g.user1Id === me.id ? g.user2Id : g.user1Id;
  }),
];
