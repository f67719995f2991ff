/**
 * The reversi rule engine (npm `misskey-reversi`, Misskey's own) and Misskey's stored log format:
 * each log is `[time, player (1 black, 0 white), 0 (a put), pos]`, where time is absolute for the
 * first entry and the delta from the previous one afterwards.
 */
import * as engineModule from 'misskey-reversi';
import type Reversi from 'misskey-reversi';

export type Engine = Reversi;
export interface PutLog {
  time: number;
  /** true = black. */
  player: boolean;
  pos: number;
}

const isCtor = (x: unknown): x is typeof Reversi => typeof x === 'function';
// The package is CommonJS with `exports.default`: Node's loader nests it one level deeper than a bundler.
const outer: unknown = engineModule.default;
const inner: unknown = typeof outer === 'object' && outer !== null && 'default' in outer ? outer.default : undefined;
const EngineCtor = isCtor(outer) ? outer : isCtor(inner) ? inner : null;

export interface GameRules {
  map: string[];
  isLlotheo: boolean;
  canPutEverywhere: boolean;
  loopedBoard: boolean;
}

export function newEngine(g: GameRules): Engine {
  if (!EngineCtor) throw new Error('misskey-reversi did not load');
  return new EngineCtor(g.map, { isLlotheo: g.isLlotheo, canPutEverywhere: g.canPutEverywhere, loopedBoard: g.loopedBoard });
}

export function deserializeLogs(logs: readonly (readonly number[])[]): PutLog[] {
  let time = 0;
  return logs.map((l) => {
    time += l[0] ?? 0;
    return { time, player: l[1] === 1, pos: l[3] ?? -1 };
  });
}

export function serializeLog(prev: PutLog | undefined, log: PutLog): number[] {
  return [prev ? log.time - prev.time : log.time, log.player ? 1 : 0, 0, log.pos];
}

/** The engine after replaying the game's logs. */
export function restore(g: GameRules & { logs: readonly (readonly number[])[] }): Engine {
  const e = newEngine(g);
  for (const l of deserializeLogs(g.logs)) e.put(l.player, l.pos);
  return e;
}
