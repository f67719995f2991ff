import type { MessageKey } from '@kite/sdk';
import type { GameMode } from './monos';
import { bubbleMessages as m } from './messages';

/** How a score reads in a mode: points, or yen in yen mode. */
export function scoreMessage(mode: GameMode): MessageKey {
  return mode === 'yen' ? m.yen : m.points;
}

export const modeMessages: Record<GameMode, MessageKey> = { normal: m.modeNormal, square: m.modeSquare, yen: m.modeYen };
