/**
 * Reversi games (Misskey 2025.9's ReversiService): records, invitations and matching waits,
 * and what happens in a game (settings, ready, stones, time-outs, surrender, cancel), told to the
 * `reversi` (per user) and `reversiGame` (per game) stream channels through state events.
 * The tables live beside the state (one per State) so the persisted db keeps its shape.
 */
import type { entities } from 'misskey-js';
import type { State } from './state';
import { genId } from './ids';
import { packUserLite } from './pack-user';
import { deserializeLogs, restore, serializeLog } from './reversi-engine';

/** Misskey waits this long after both players are ready before it starts the game. */
const START_DELAY_MS = 3000;
/** The standard 8×8 opening position: '-' empty, 'b' black, 'w' white. */
const DEFAULT_MAP = ['--------', '--------', '--------', '---wb---', '---bw---', '--------', '--------', '--------'];

export interface GameRec {
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
  /** When the player to move began their turn (the turn timer). */
  turnSince: number;
}

export interface ReversiTables {
  games: GameRec[];
  /** invitee id → (inviter id → time invited) */
  invitations: Map<string, Map<string, number>>;
  /** user id → noIrregularRules wish, in arrival order */
  waiting: Map<string, boolean>;
}

const tables = new WeakMap<State, ReversiTables>();
export function tablesOf(state: State): ReversiTables {
  let t = tables.get(state);
  if (!t) {
    t = { games: [], invitations: new Map(), waiting: new Map() };
    tables.set(state, t);
  }
  return t;
}

export function findGame(state: State, id: unknown): GameRec | undefined {
  return tablesOf(state).games.find((g) => g.id === id);
}

function lite(state: State, id: string): entities.UserLite {
  const u = state.db.users.find((x) => x.id === id);
  if (!u) throw new Error(`no user ${id}`);
  return packUserLite(state, u);
}

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

export function packLite(state: State, g: GameRec): entities.ReversiGameLite {
  return {
    id: g.id,
    createdAt: new Date(g.createdAt).toISOString(),
    startedAt: iso(g.startedAt),
    endedAt: iso(g.endedAt),
    isStarted: g.isStarted,
    isEnded: g.isEnded,
    user1Id: g.user1Id,
    user2Id: g.user2Id,
    user1: lite(state, g.user1Id),
    user2: lite(state, g.user2Id),
    winnerId: g.winnerId,
    winner: g.winnerId === null ? null : lite(state, g.winnerId),
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

export function packDetail(state: State, g: GameRec): entities.ReversiGameDetailed {
  const d = { form1: null, form2: null, user1Ready: g.user1Ready, user2Ready: g.user2Ready, map: g.map, logs: g.logs };
  return { ...packLite(state, g), ...d };
}

const toGame = (state: State, g: GameRec, type: string, body: unknown) => state.events.emit('reversiGame', g.id, type, body);

/** A new game of `parentId` (the inviter or first waiter, user1) and `childId`; the parent hears `matched`. */
export function matched(state: State, parentId: string, childId: string, noIrregularRules: boolean): GameRec {
  const now = Date.now();
  const g: GameRec = {
    id: genId(),
    createdAt: now,
    startedAt: null,
    endedAt: null,
    user1Id: parentId,
    user2Id: childId,
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
    turnSince: now,
  };
  tablesOf(state).games.push(g);
  state.events.emit('reversi', parentId, 'matched', { game: packDetail(state, g) });
  return g;
}

/** Who plays `color` (true = black). */
function userOfColor(g: GameRec, black: boolean): string {
  return (g.black === 1) === black ? g.user1Id : g.user2Id;
}

function endGame(state: State, g: GameRec, winnerId: string | null, reason: 'surrender' | 'timeout' | null): void {
  const loser = winnerId === g.user1Id ? g.user2Id : g.user1Id;
  g.isEnded = true;
  g.endedAt = Date.now();
  g.winnerId = winnerId;
  g.surrenderedUserId = reason === 'surrender' ? loser : null;
  g.timeoutUserId = reason === 'timeout' ? loser : null;
  toGame(state, g, 'ended', { winnerId, game: packDetail(state, g) });
}

function endByBoard(state: State, g: GameRec, winner: boolean | null | undefined): void {
  endGame(state, g, winner == null ? null : userOfColor(g, winner), null);
}

function start(state: State, g: GameRec): void {
  if (g.isStarted || g.isEnded || !g.user1Ready || !g.user2Ready) return;
  g.black = g.bw === 'random' ? (Math.random() > 0.5 ? 1 : 2) : Number(g.bw);
  g.isStarted = true;
  g.startedAt = Date.now();
  g.turnSince = g.startedAt;
  const engine = restore(g);
  // A map can be decided before the first stone (no legal move for either side).
  if (engine.isEnded) return endByBoard(state, g, engine.winner);
  toGame(state, g, 'started', { game: packDetail(state, g) });
}

export function setReady(state: State, g: GameRec, userId: string, ready: boolean): void {
  if (g.isStarted) return;
  if (g.user1Id === userId) g.user1Ready = ready;
  else if (g.user2Id === userId) g.user2Ready = ready;
  else return;
  toGame(state, g, 'changeReadyStates', { user1: g.user1Ready, user2: g.user2Ready });
  if (g.user1Ready && g.user2Ready) setTimeout(() => start(state, g), START_DELAY_MS).unref();
}

const SETTING_CHECKS = {
  map: (v: unknown) => Array.isArray(v) && v.every((r) => typeof r === 'string'),
  bw: (v: unknown) => v === 'random' || v === '1' || v === '2',
  isLlotheo: (v: unknown) => typeof v === 'boolean',
  canPutEverywhere: (v: unknown) => typeof v === 'boolean',
  loopedBoard: (v: unknown) => typeof v === 'boolean',
  timeLimitForEachTurn: (v: unknown) => typeof v === 'number' && v >= 0,
} as const;

const isSettingKey = (k: unknown): k is keyof typeof SETTING_CHECKS => typeof k === 'string' && Object.hasOwn(SETTING_CHECKS, k);

/** Misskey ignores (no error) an invalid key or value, a started game, a non-player and a ready player. */
export function updateSettings(state: State, g: GameRec, userId: string, k: unknown, value: unknown): void {
  if (!isSettingKey(k) || !SETTING_CHECKS[k](value) || g.isStarted) return;
  if (g.user1Id === userId ? g.user1Ready : g.user2Id === userId ? g.user2Ready : true) return;
  if (k === 'map' && Array.isArray(value)) g.map = value.map(String);
  else if (k === 'bw' || k === 'timeLimitForEachTurn') Object.assign(g, { [k]: value });
  else Object.assign(g, { [k]: value === true });
  toGame(state, g, 'updateSettings', { userId, key: k, value });
}

export function putStone(state: State, g: GameRec, userId: string, pos: number, id: string | null): void {
  if (!g.isStarted || g.isEnded || (g.user1Id !== userId && g.user2Id !== userId)) return;
  const myColor = (g.user1Id === userId && g.black === 1) || (g.user2Id === userId && g.black === 2);
  const engine = restore(g);
  if (engine.turn !== myColor || !engine.canPut(myColor, pos)) return;
  engine.put(myColor, pos);
  const now = Date.now();
  const log = { time: now, player: myColor, pos };
  g.logs.push(serializeLog(deserializeLogs(g.logs).at(-1), log));
  g.turnSince = now;
  toGame(state, g, 'log', { time: now, player: myColor, operation: 'put', pos, id });
  if (engine.isEnded) endByBoard(state, g, engine.winner);
}

/** `claimTimeIsUp`: if the player to move let their time run out, they lose. */
export function checkTimeout(state: State, g: GameRec): void {
  if (!g.isStarted || g.isEnded) return;
  const engine = restore(g);
  if (engine.turn === null) return;
  if (Date.now() - g.turnSince < g.timeLimitForEachTurn * 1000) return;
  endGame(state, g, userOfColor(g, !engine.turn), 'timeout');
}

export function surrender(state: State, g: GameRec, userId: string): void {
  endGame(state, g, g.user1Id === userId ? g.user2Id : g.user1Id, 'surrender');
}

/** `cancel` before the start: the game is deleted and both hear `canceled`. */
export function cancelGame(state: State, g: GameRec, userId: string): void {
  if (g.isStarted || (g.user1Id !== userId && g.user2Id !== userId)) return;
  const t = tablesOf(state);
  t.games = t.games.filter((x) => x !== g);
  toGame(state, g, 'canceled', { userId });
}
