import type { ApiService } from '@kite/sdk';
import { GAME_VERSION, type BubbleGame } from './engine';
import type { GameMode } from './monos';

/** Where Misskey keeps a player's best score per mode (the registry, as its own client does). */
const SCOPE = ['dropAndFusionGame'];
const highScoreKey = (mode: GameMode) => `highScore:${mode}`;

/** What `bubble-game/register` records for a finished game (taken once, so a retry sends the same). */
export function recordOf(game: BubbleGame) {
  return {
    seed: game.seed,
    score: game.score,
    gameMode: game.mode,
    gameVersion: GAME_VERSION,
    logs: game.serializedLogs(),
  };
}

export type GameRecord = ReturnType<typeof recordOf>;

export async function registerScore(api: Pick<ApiService, 'request'>, record: GameRecord): Promise<void> {
  await api.request('bubble-game/register', record);
}

/** The player's best score in a mode, or null (none yet, or it could not be read). */
export async function loadHighScore(api: Pick<ApiService, 'request'>, mode: GameMode): Promise<number | null> {
  try {
    const value: unknown = await api.request('i/registry/get', { scope: SCOPE, key: highScoreKey(mode) });
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

export async function saveHighScore(api: Pick<ApiService, 'request'>, mode: GameMode, score: number): Promise<void> {
  await api.request('i/registry/set', { scope: SCOPE, key: highScoreKey(mode), value: score });
}
