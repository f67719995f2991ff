import type MisskeyStream from 'misskey-js/streaming.js';

/**
 * A socket that stays open but carries nothing (a sleeping laptop's Wi-Fi, a proxy that lost the
 * other side) looks connected for ever. When nothing has come for `quietMs` on a visible page, the
 * stream asks the server for an answer (a `connect` with `pong`, which Misskey answers with
 * `connected`, to a channel that subscribes to nothing); no answer in `answerMs` and the socket is
 * replaced, which re-joins the channels and catches up. Back online or visible again, it asks at once.
 */
export interface LivenessTimings {
  /** Silence on a visible page after which the server is asked for an answer. */
  quietMs: number;
  /** How long the answer may take before the socket is replaced. */
  answerMs: number;
  /** How often the silence is measured. */
  tickMs: number;
}
export const LIVENESS: Readonly<LivenessTimings> = { quietMs: 20_000, answerMs: 5_000, tickMs: 5_000 };

/** The part of reconnecting-websocket (inside misskey-js's Stream) liveness needs. */
interface Socket {
  reconnect(): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
}

function isSocket(v: unknown): v is Socket {
  return typeof v === 'object' && v !== null && 'reconnect' in v && typeof v.reconnect === 'function' && 'addEventListener' in v;
}

/** misskey-js keeps its ReconnectingWebSocket in `stream` and exposes no accessor. */
export function socketOf(stream: MisskeyStream): Socket | null {
  const inner: unknown = Reflect.get(stream, 'stream');
  return isSocket(inner) ? inner : null;
}

/** Watches `stream` until the returned function is called. */
export function watchLiveness(
  stream: MisskeyStream,
  opts: { visible: () => boolean; timings?: Partial<LivenessTimings>; window?: Pick<Window, 'addEventListener' | 'removeEventListener'> },
): () => void {
  const t = { ...LIVENESS, ...opts.timings };
  const socket = socketOf(stream);
  if (!socket) return () => {};
  let heardAt = Date.now();
  let askedAt: number | null = null;
  let probes = 0;
  const heard = () => {
    heardAt = Date.now();
    askedAt = null;
  };
  const ask = () => {
    if (stream.state !== 'connected' || askedAt !== null) return;
    askedAt = Date.now();
    const id = `kite-liveness-${++probes}`;
    stream.send('connect', { channel: 'hashtag', id, params: {}, pong: true });
    stream.send('disconnect', { id });
  };
  const check = () => {
    if (stream.state !== 'connected' || !opts.visible()) return;
    const now = Date.now();
    if (askedAt !== null) {
      if (now - askedAt < t.answerMs) return;
      askedAt = null;
      heardAt = now;
      socket.reconnect();
    } else if (now - heardAt >= t.quietMs) ask();
  };
  // Back online: a reconnecting stream retries now instead of after its back-off; a connected one is asked.
  const online = () => (stream.state === 'reconnecting' ? socket.reconnect() : ask());
  const shown = () => {
    if (opts.visible()) ask();
  };
  const win = opts.window ?? (typeof window === 'undefined' ? null : window);
  socket.addEventListener('message', heard);
  stream.on('_connected_', heard);
  win?.addEventListener('online', online);
  win?.addEventListener('visibilitychange', shown);
  const timer = setInterval(check, t.tickMs);
  return () => {
    clearInterval(timer);
    socket.removeEventListener('message', heard);
    stream.off('_connected_', heard);
    win?.removeEventListener('online', online);
    win?.removeEventListener('visibilitychange', shown);
  };
}
