/**
 * Messages a player sends on the `reversiGame` channel (Misskey's reversi-game channel):
 * ready, updateSettings, putStone, claimTimeIsUp, cancel. Spectators' messages are ignored.
 */
import type { State } from '../store/state';
import type { UserRec } from '../store/types';
import { cancelGame, checkTimeout, findGame, putStone, setReady, updateSettings } from '../store/reversi';

export function onReversiGameMessage(state: State, gameId: string, me: UserRec, type: unknown, body: unknown): void {
  const g = findGame(state, gameId);
  if (!g) return;
  const obj = typeof body === 'object' && body !== null ? body : {};
  switch (type) {
    case 'ready':
      if (typeof body === 'boolean') setReady(state, g, me.id, body);
      return;
    case 'updateSettings':
      if ('key' in obj && 'value' in obj) updateSettings(state, g, me.id, obj.key, obj.value);
      return;
    case 'putStone':
      if ('pos' in obj && typeof obj.pos === 'number' && 'id' in obj && typeof obj.id === 'string')
        putStone(state, g, me.id, obj.pos, obj.id);
      return;
    case 'claimTimeIsUp':
      return checkTimeout(state, g);
    case 'cancel':
      return cancelGame(state, g, me.id);
    default:
      return;
  }
}
