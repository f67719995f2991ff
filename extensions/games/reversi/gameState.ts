/**
 * What a reversi game shows, derived from its record: the board after n moves, whose turn,
 * the counts, the legal moves, and the result in words.
 */
import type { entities } from 'misskey-js';
import type { MessageKey } from '@kite/sdk';
import { deserializeLogs, newEngine, type GameRules } from './engine';
import { reversiMessages as m } from './messages';

export type Cell = 'black' | 'white' | 'empty' | 'none';

export interface BoardView {
  width: number;
  height: number;
  cells: Cell[];
  /** true = black to move, false = white, null = nobody (the board is decided). */
  turn: boolean | null;
  black: number;
  white: number;
  /** Squares the player to move may take. */
  legal: ReadonlySet<number>;
  /** The square of the latest stone, if any. */
  last: number | null;
  ended: boolean;
  /** By the board: true black, false white, null a draw, undefined not over. */
  winner: boolean | null | undefined;
}

/** The board after the first `step` moves of `logs` (all of them when `step` is omitted). */
export function boardAt(game: GameRules & { logs: readonly (readonly number[])[] }, step?: number): BoardView {
  const e = newEngine(game);
  const logs = deserializeLogs(game.logs).slice(0, step);
  for (const l of logs) e.put(l.player, l.pos);
  const cells = e.board.map((c, i): Cell => (e.map[i] === 'null' ? 'none' : c === true ? 'black' : c === false ? 'white' : 'empty'));
  const turn: boolean | null = e.turn ?? null;
  return {
    width: e.mapWidth,
    height: e.mapHeight,
    cells,
    turn,
    black: e.blackCount,
    white: e.whiteCount,
    legal: new Set(turn === null ? [] : e.canPutSomewhere(turn)),
    last: logs.at(-1)?.pos ?? null,
    ended: e.isEnded,
    winner: e.isEnded ? e.winner : undefined,
  };
}

type Players = Pick<entities.ReversiGameLite, 'user1Id' | 'user2Id' | 'user1' | 'user2' | 'black'>;

/** The colour `userId` plays (true black), or null for a spectator or before colours are drawn. */
export function colorOf(game: Players, userId: string | null | undefined): boolean | null {
  if (!userId || game.black === null) return null;
  if (userId === game.user1Id) return game.black === 1;
  if (userId === game.user2Id) return game.black === 2;
  return null;
}

/** Who plays `color`. */
export function playerOf(game: Players, color: boolean): entities.UserLite {
  return (game.black === 1) === color ? game.user1 : game.user2;
}

/** Column letter and row number, as a board is read: "A1" top left. */
export function coordOf(pos: number, width: number): string {
  const x = pos % width;
  const y = Math.floor(pos / width);
  return `${String.fromCharCode(65 + x)}${y + 1}`;
}

export interface ResultWords {
  /** The headline: you won / lost, a draw, or who won. */
  key: MessageKey;
  name?: entities.UserLite;
  /** Why, when it was not the board: resigned or ran out of time. */
  reason?: { key: MessageKey; name: entities.UserLite };
}

function userById(game: Players, id: string): entities.UserLite {
  return id === game.user1Id ? game.user1 : game.user2;
}

/** The end of an ended game in words, for a player (`meId` plays) or a spectator. */
export function resultOf(
  game: Players & Pick<entities.ReversiGameLite, 'winnerId' | 'surrenderedUserId' | 'timeoutUserId'>,
  meId: string | null | undefined,
): ResultWords {
  const player = meId === game.user1Id || meId === game.user2Id;
  const reason = game.surrenderedUserId
    ? { key: m.resigned, name: userById(game, game.surrenderedUserId) }
    : game.timeoutUserId
      ? { key: m.timedOut, name: userById(game, game.timeoutUserId) }
      : undefined;
  const withReason = (r: ResultWords): ResultWords => (reason ? { ...r, reason } : r);
  if (game.winnerId === null) return withReason({ key: m.draw });
  if (player) return withReason({ key: game.winnerId === meId ? m.youWon : m.youLost });
  return withReason({ key: m.winnerIs, name: userById(game, game.winnerId) });
}
