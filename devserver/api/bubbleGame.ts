/**
 * The bubble game's records (Misskey 2025.9 `bubble-game/register` and `bubble-game/ranking`).
 * Records live beside the state (one table per State, like reversi) so no shared store file
 * changes; they are not persisted across restarts.
 */
import type { State } from '../store/state';
import { ep } from '../http/endpoint';
import { ApiError, E, invalidParam } from '../http/errors';
import { genId } from '../store/ids';
import { packUserLite } from '../store/pack-user';

/** Misskey refuses a seed (the game's start time in ms) from the future or older than this. */
const SEED_MAX_AGE_MS = 5 * 60 * 60_000;
/** The ranking counts the records of games started in the last 7 days. */
const RANKING_WINDOW_MS = 7 * 24 * 60 * 60_000;
const RANKING_SIZE = 10;
/** Misskey's rate limit on register: at most one every 30 s (and 120 an hour) per user. */
const MIN_INTERVAL_MS = 30_000;
const MAX_PER_HOUR = 120;

interface BubbleRecord {
  id: string;
  userId: string;
  seed: string;
  seededAt: number;
  score: number;
  gameMode: string;
  gameVersion: number;
  logs: number[][];
}

interface Tables {
  records: BubbleRecord[];
  /** user id → times of accepted register calls (the rate limiter's memory) */
  calls: Map<string, number[]>;
}

const tables = new WeakMap<State, Tables>();
function tablesOf(state: State): Tables {
  let t = tables.get(state);
  if (!t) {
    t = { records: [], calls: new Map() };
    tables.set(state, t);
  }
  return t;
}

const invalidSeed = { code: 'INVALID_SEED', id: 'eb627bc7-574b-4a52-a860-3c3eae772b88', message: 'Provided seed is invalid.' } as const;

/** Misskey answers the limiter before it validates parameters (checked against a real 2025.9). */
function rateLimit(t: Tables, userId: string, now: number): void {
  const recent = (t.calls.get(userId) ?? []).filter((x) => x > now - 60 * 60_000);
  const last = recent.at(-1);
  if ((last !== undefined && now - last < MIN_INTERVAL_MS) || recent.length >= MAX_PER_HOUR) {
    const resetMs = last !== undefined && now - last < MIN_INTERVAL_MS ? last + MIN_INTERVAL_MS : (recent[0] ?? now) + 60 * 60_000;
    throw new ApiError(E.RATE_LIMIT_EXCEEDED, { remaining: 0, reset: Math.ceil(resetMs / 1000), resetMs, total: 1 });
  }
  recent.push(now);
  t.calls.set(userId, recent);
}

function int(v: unknown, param: string, min?: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v)) throw invalidParam(`#/properties/${param}/type`, 'must be integer');
  if (min !== undefined && v < min) throw invalidParam(`#/properties/${param}/minimum`, `must be >= ${min}`);
  return v;
}

function checkRegister(p: Record<string, unknown>): Omit<BubbleRecord, 'id' | 'userId' | 'seededAt'> {
  for (const k of ['score', 'seed', 'logs', 'gameMode', 'gameVersion'])
    if (p[k] === undefined) throw invalidParam('#/required', `must have required property '${k}'`);
  const score = int(p.score, 'score', 0);
  const seed = p.seed;
  if (typeof seed !== 'string') throw invalidParam('#/properties/seed/type', 'must be string');
  if (seed.length < 1) throw invalidParam('#/properties/seed/minLength', 'must NOT have fewer than 1 characters');
  if (seed.length > 1024) throw invalidParam('#/properties/seed/maxLength', 'must NOT have more than 1024 characters');
  const logs = p.logs;
  if (!Array.isArray(logs)) throw invalidParam('#/properties/logs/type', 'must be array');
  const rows: number[][] = [];
  for (const row of logs) {
    if (!Array.isArray(row)) throw invalidParam('#/properties/logs/items/type', 'must be array');
    const nums: number[] = [];
    for (const n of row) {
      if (typeof n !== 'number') throw invalidParam('#/properties/logs/items/items/type', 'must be number');
      nums.push(n);
    }
    rows.push(nums);
  }
  if (typeof p.gameMode !== 'string') throw invalidParam('#/properties/gameMode/type', 'must be string');
  return { score, seed, logs: rows, gameMode: p.gameMode, gameVersion: int(p.gameVersion, 'gameVersion') };
}

export const bubbleGameEndpoints = [
  ep('bubble-game/register', { requireCredential: true, kind: 'write:account' }, ({ state, me, params }) => {
    const now = Date.now();
    const t = tablesOf(state);
    rateLimit(t, me.id, now);
    const rec = checkRegister({ ...params });
    // Like Misskey: the seed is the start time; parseInt reads its leading digits.
    const seededAt = parseInt(rec.seed, 10);
    // NaN compares false both ways, so Misskey (an Invalid Date) lets it through too.
    if (seededAt > now || seededAt < now - SEED_MAX_AGE_MS) throw new ApiError(invalidSeed);
    t.records.push({ ...rec, id: genId(now), userId: me.id, seededAt });
  }),

  ep('bubble-game/ranking', { allowGet: true }, ({ state, params }) => {
    const p: Record<string, unknown> = { ...params };
    if (p.gameMode === undefined) throw invalidParam('#/required', "must have required property 'gameMode'");
    if (typeof p.gameMode !== 'string') throw invalidParam('#/properties/gameMode/type', 'must be string');
    const since = Date.now() - RANKING_WINDOW_MS;
    return tablesOf(state)
      .records.filter((r) => r.gameMode === p.gameMode && r.seededAt > since)
      .sort((a, b) => b.score - a.score)
      .slice(0, RANKING_SIZE)
      .flatMap((r) => {
        const u = state.db.users.find((x) => x.id === r.userId);
        return u ? [{ id: r.id, score: r.score, user: packUserLite(state, u) }] : [];
      });
  }),
];
