import { useCallback, useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Stream, useOptionalService, useService } from '@kite/sdk';
import type { ChannelHandle } from '@kite/sdk';
import type { Channels } from 'misskey-js';
import { deserializeLogs, parseStreamLog, serializeLog } from './engine';

type Game = entities.ReversiGameDetailed;
type Receives = Channels['reversiGame']['receives'];
/** Sends a player's message on the game's channel (nothing when there is no stream). */
export type SendToGame = <K extends keyof Receives>(type: K, body: Receives[K]) => void;

/** Applies one `updateSettings` event, checking the value is of the key's kind (the channel is not trusted). */
export function withSetting(g: Game, key: unknown, value: unknown): Game {
  switch (key) {
    case 'map':
      return Array.isArray(value) && value.every((r) => typeof r === 'string') ? { ...g, map: value.map(String) } : g;
    case 'bw':
      return typeof value === 'string' ? { ...g, bw: value } : g;
    case 'timeLimitForEachTurn':
      return typeof value === 'number' ? { ...g, timeLimitForEachTurn: value } : g;
    case 'isLlotheo':
    case 'loopedBoard':
    case 'canPutEverywhere':
      return typeof value === 'boolean' ? { ...g, [key]: value } : g;
    default:
      return g;
  }
}

/** Adds a stone the channel told (ignored when it is already in the record, after a refetch). */
export function withLog(g: Game, body: Record<string, unknown>): Game {
  const log = parseStreamLog(body);
  if (!log) return g;
  const logs = deserializeLogs(g.logs);
  const prev = logs.at(-1);
  if (prev && prev.time >= log.time) return g;
  return { ...g, logs: [...g.logs, serializeLog(prev, log)] };
}

/**
 * One game, live: `reversi/show-game`, then the reversiGame channel's events (ready states,
 * settings, start, stones, end, cancel); fetched again after a reconnect so nothing is missed.
 */
export function useGame(gameId: string) {
  const api = useService(Api);
  const stream = useOptionalService(Stream);
  const [game, setGame] = useState<Game | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [canceled, setCanceled] = useState(false);
  const channel = useRef<ChannelHandle<Channels['reversiGame']> | null>(null);
  const send: SendToGame = useCallback((type, body) => channel.current?.send(type, body), []);

  const load = useCallback(() => {
    api.request('reversi/show-game', { gameId }).then(
      (g) => {
        setGame(g);
        setError(null);
      },
      (e: unknown) => setError(e),
    );
  }, [api, gameId]);

  useEffect(() => {
    load();
    if (!stream) return;
    const conn = stream.useChannel('reversiGame', { gameId });
    const update = (f: (g: Game) => Game) => setGame((g) => (g ? f(g) : g));
    conn.on('changeReadyStates', (s) => update((g) => ({ ...g, user1Ready: s.user1, user2Ready: s.user2 })));
    conn.on('updateSettings', (s) => update((g) => withSetting(g, s.key, s.value)));
    conn.on('started', (s) => setGame(s.game));
    conn.on('ended', (s) => setGame(s.game));
    conn.on('canceled', () => setCanceled(true));
    conn.on('log', (body) => update((g) => withLog(g, body)));
    channel.current = conn;
    const off = stream.onReconnect(load);
    return () => {
      off();
      conn.dispose();
      channel.current = null;
    };
  }, [stream, gameId, load]);

  return { game, error, canceled, send, live: stream !== null, reload: load };
}
