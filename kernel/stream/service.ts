import { Stream as MisskeyStream } from 'misskey-js';
import type { ChannelConnection, Channels } from 'misskey-js';
import type { StreamBroadcasts, StreamService, StreamState } from '@kite/sdk';

/** Spec 1 §9: reconnect 1 s → 10 s growing ×1.3, connection time-out 4 s. */
export const RECONNECT_OPTIONS = {
  minReconnectionDelay: 1000,
  maxReconnectionDelay: 10000,
  reconnectionDelayGrowFactor: 1.3,
  connectionTimeout: 4000,
} as const;
export const HEARTBEAT_MS = 60_000;

/**
 * misskey-js builds its ReconnectingWebSocket with `minReconnectionDelay: 1` (so the first
 * retry is immediate and growth starts from 1 ms) and exposes no option to change it.
 * reconnecting-websocket reads its options object on every retry, so after the first
 * connect starts we set the spec's timings on that object.
 */
function applyReconnectTimings(stream: MisskeyStream): void {
  const rws = (stream as unknown as { stream?: { _options?: Record<string, unknown> } }).stream;
  if (rws?._options) Object.assign(rws._options, RECONNECT_OPTIONS);
}

export interface KernelStreamOptions {
  origin: string;
  token: string | null;
  /** Node tests pass `ws`; browsers use the global WebSocket. */
  WebSocket?: unknown;
  /** Heartbeat only while the page is visible (spec 1 §7). */
  isVisible?: () => boolean;
}

/**
 * The one misskey-js `Stream` of this page, created on first use. Adds what Kite needs
 * around it: observable state, reconnect hooks for catch-up, ref-counted note
 * subscriptions re-sent after reconnect, and the visible-page heartbeat.
 */
export class KernelStream implements StreamService {
  private stream: MisskeyStream | null = null;
  private listeners = new Set<() => void>();
  private reconnectListeners = new Set<() => void>();
  private notes = new Map<string, Set<(e: StreamBroadcasts['noteUpdated']) => void>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private wasConnected = false;

  constructor(private readonly opts: KernelStreamOptions) {}

  get state(): StreamState {
    return this.stream?.state ?? 'initializing';
  }

  /** Whether a connection was opened (the status indicator stays hidden before). */
  get started(): boolean {
    return this.stream !== null;
  }

  private emitState(): void {
    for (const l of [...this.listeners]) l();
  }

  private ensure(): MisskeyStream {
    if (this.stream) return this.stream;
    const s = new MisskeyStream(this.opts.origin, this.opts.token ? { token: this.opts.token } : null, {
      WebSocket: this.opts.WebSocket as never,
    });
    applyReconnectTimings(s);
    s.on('_connected_', () => {
      const isReconnect = this.wasConnected;
      this.wasConnected = true;
      for (const id of this.notes.keys()) s.send('s', { id });
      this.emitState();
      // misskey-js emits `_connected_` before re-sending each channel's `connect`; defer so
      // channels are re-joined first and a catch-up fetch cannot leave a gap behind it.
      if (isReconnect)
        setTimeout(() => {
          for (const l of [...this.reconnectListeners]) l();
        }, 0);
    });
    s.on('_disconnected_', () => this.emitState());
    s.on('noteUpdated', (e) => {
      for (const l of [...(this.notes.get(e.id) ?? [])]) l(e as StreamBroadcasts['noteUpdated']);
    });
    const visible = this.opts.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState === 'visible');
    this.heartbeat = setInterval(() => {
      if (s.state === 'connected' && visible()) s.heartbeat();
    }, HEARTBEAT_MS);
    this.stream = s;
    this.emitState();
    return s;
  }

  /** Opens the connection now (signed-in pages connect at start-up for the main channel). */
  start(): void {
    this.ensure();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  useChannel<C extends keyof Channels>(channel: C, params?: Channels[C]['params'], name?: string): ChannelConnection<Channels[C]> {
    return this.ensure().useChannel(channel, params ?? undefined, name);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  on<E extends keyof StreamBroadcasts>(event: E, listener: (body: StreamBroadcasts[E]) => void): () => void {
    const s = this.ensure() as unknown as { on(e: string, l: (b: unknown) => void): void; off(e: string, l: (b: unknown) => void): void };
    const l = listener as (b: unknown) => void;
    s.on(event, l);
    return () => s.off(event, l);
  }

  subNote(noteId: string, listener: (event: StreamBroadcasts['noteUpdated']) => void): () => void {
    const s = this.ensure();
    let set = this.notes.get(noteId);
    if (!set) {
      set = new Set();
      this.notes.set(noteId, set);
      if (s.state === 'connected') s.send('s', { id: noteId });
    }
    set.add(listener);
    return () => {
      const cur = this.notes.get(noteId);
      if (!cur) return;
      cur.delete(listener);
      if (cur.size === 0) {
        this.notes.delete(noteId);
        if (s.state === 'connected') s.send('un', { id: noteId });
      }
    };
  }

  send(type: string, body?: unknown): void {
    this.ensure().send(type, body);
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stream?.close();
    this.stream = null;
  }
}
