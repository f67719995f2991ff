/**
 * The reversi rule engine: npm `misskey-reversi`, the one Misskey publishes, so legal moves,
 * flips, passes and the winner are decided here exactly as the server decides them.
 * This module is imported by the reversi pages only (their own chunk).
 */
import * as engineModule from 'misskey-reversi';
import type Reversi from 'misskey-reversi';

export type Engine = Reversi;

const isCtor = (x: unknown): x is typeof Reversi => typeof x === 'function';
// The package is CommonJS with `exports.default`: the bundler unwraps it, Node (unit tests) nests it once more.
const outer: unknown = engineModule.default;
const inner: unknown = typeof outer === 'object' && outer !== null && 'default' in outer ? outer.default : undefined;
const EngineCtor = isCtor(outer) ? outer : isCtor(inner) ? inner : null;

/** What the engine needs of a game. */
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

/** One stone put: Misskey stores `[time, player (1 black), 0, pos]`, time absolute first, then the delta. */
export interface PutLog {
  time: number;
  /** true = black. */
  player: boolean;
  pos: number;
}

export function deserializeLogs(logs: readonly (readonly number[])[]): PutLog[] {
  let time = 0;
  return logs.map((l) => {
    time += l[0] ?? 0;
    return { time, player: l[1] === 1, pos: l[3] ?? -1 };
  });
}

/** The stream's `log` event body, checked: `{ time, player, operation: 'put', pos }`. */
export function parseStreamLog(body: Record<string, unknown>): PutLog | null {
  const { time, player, operation, pos } = body;
  if (typeof time !== 'number' || typeof player !== 'boolean' || operation !== 'put' || typeof pos !== 'number') return null;
  return { time, player, pos };
}

export function serializeLog(prev: PutLog | undefined, log: PutLog): number[] {
  return [prev ? log.time - prev.time : log.time, log.player ? 1 : 0, 0, log.pos];
}
