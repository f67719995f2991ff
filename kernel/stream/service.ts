import type { Channels } from 'misskey-js';
import type MisskeyStream from 'misskey-js/streaming.js';
import type { ChannelHandle, StreamBroadcasts, StreamService, StreamState } from '@kite/sdk';
import { DeferredChannel } from './deferredChannel';
import { watchLiveness } from './liveness';
import type { LivenessTimings } from './liveness';

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
  /**
   * The stream's code and socket wait for this (the page's first content): the first note does
   * not share the network and the CPU with them. Channels joined meanwhile catch up on connecting.
   */
  notBefore?: () => Promise<void>;
  /** Tests shorten the silent-socket check (`LIVENESS`). */
  liveness?: Partial<LivenessTimings>;
}

/**
 * The one misskey-js `Stream` of this page, created on first use. Adds what Kite needs
 * around it: observable state, reconnect hooks for catch-up, ref-counted note
 * subscriptions re-sent after reconnect, the visible-page heartbeat, and a check that replaces a
 * socket gone silent (`liveness.ts`).
 */
export class KernelStream implements StreamService {
  private stream: MisskeyStream | null = null;
  /** Set once a feature asked for the stream; its code (≈ 5 KiB) loads then, not with the page. */
  private loading: Promise<MisskeyStream> | null = null;
  /** Work waiting for the stream's code. */
  private waiting: Array<(s: MisskeyStream) => void> = [];
  private closed = false;
  private listeners = new Set<() => void>();
  private reconnectListeners = new Set<() => void>();
  private notes = new Map<string, Set<(e: StreamBroadcasts['noteUpdated']) => void>>();
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private stopLiveness: (() => void) | null = null;

  constructor(private readonly opts: KernelStreamOptions) {}

  get state(): StreamState {
    return this.stream?.state ?? 'initializing';
  }

  /** Whether a connection was asked for (the status indicator stays hidden before). */
  get started(): boolean {
    return this.loading !== null;
  }

  private emitState(): void {
    for (const l of [...this.listeners]) l();
  }

  /** Resolves with the connected-or-connecting misskey-js Stream, loading its code on first use. */
  ready(): Promise<MisskeyStream> {
    this.loading ??= (this.opts.notBefore?.() ?? Promise.resolve()).then(async () => {
      const { default: Ctor } = await import('misskey-js/streaming.js');
      if (this.closed) throw new Error('stream closed');
      const s = this.open(Ctor);
      for (const op of this.waiting) op(s);
      this.waiting = [];
      return s;
    });
    return this.loading;
  }

  /** Runs `op` now if the stream exists, else once it does (in call order). */
  private withStream(op: (s: MisskeyStream) => void): void {
    if (this.stream) op(this.stream);
    else {
      this.waiting.push(op);
      const wasStarted = this.started;
      void this.ready().catch(() => {});
      if (!wasStarted) this.emitState();
    }
  }

  private open(Ctor: typeof MisskeyStream): MisskeyStream {
    const s = new Ctor(this.opts.origin, this.opts.token ? { token: this.opts.token } : null, {
      WebSocket: this.opts.WebSocket as never,
    });
    applyReconnectTimings(s);
    s.on('_connected_', () => {
      for (const id of this.notes.keys()) s.send('s', { id });
      this.emitState();
      // Listeners catch up on what came while the socket was down (the first connection included: it
      // opens after the first content). misskey-js emits `_connected_` before re-sending each channel's
      // `connect`; deferred, the channels are joined first and the fetch leaves no gap behind it.
      setTimeout(() => [...this.reconnectListeners].forEach((l) => l()), 0);
    });
    s.on('_disconnected_', () => this.emitState());
    s.on('noteUpdated', (e) => {
      for (const l of [...(this.notes.get(e.id) ?? [])]) l(e);
    });
    const visible = this.opts.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState === 'visible');
    this.heartbeat = setInterval(() => {
      if (s.state === 'connected' && visible()) s.heartbeat();
    }, HEARTBEAT_MS);
    this.stopLiveness = watchLiveness(s, { visible, timings: this.opts.liveness });
    this.stream = s;
    this.emitState();
    return s;
  }

  /** Opens the connection now (signed-in pages connect at start-up for the main channel). */
  start(): void {
    this.withStream(() => {});
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  useChannel<C extends keyof Channels>(channel: C, params?: Channels[C]['params'], name?: string): ChannelHandle<Channels[C]> {
    const handle = new DeferredChannel<Channels[C]>();
    this.withStream((s) => handle.attach(() => s.useChannel(channel, params ?? undefined, name)));
    return handle;
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  on<E extends keyof StreamBroadcasts>(event: E, listener: (body: StreamBroadcasts[E]) => void): () => void {
    const l = listener as (b: unknown) => void;
    let off: (() => void) | null = null;
    let cancelled = false;
    this.withStream((stream) => {
      if (cancelled) return;
      const s = stream as unknown as { on(e: string, l: (b: unknown) => void): void; off(e: string, l: (b: unknown) => void): void };
      s.on(event, l);
      off = () => s.off(event, l);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }

  subNote(noteId: string, listener: (event: StreamBroadcasts['noteUpdated']) => void): () => void {
    let set = this.notes.get(noteId);
    if (!set) {
      set = new Set();
      this.notes.set(noteId, set);
      this.sendIfConnected('s', { id: noteId });
    }
    set.add(listener);
    // Subscriptions made before the socket opens are sent by the `_connected_` handler.
    if (!this.started) this.start();
    return () => {
      const cur = this.notes.get(noteId);
      if (!cur) return;
      cur.delete(listener);
      if (cur.size === 0) {
        this.notes.delete(noteId);
        this.sendIfConnected('un', { id: noteId });
      }
    };
  }

  private sendIfConnected(type: string, body: unknown): void {
    if (this.stream?.state === 'connected') this.stream.send(type, body);
  }

  send(type: string, body?: unknown): void {
    this.withStream((s) => s.send(type, body));
  }

  close(): void {
    this.closed = true;
    this.waiting = [];
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.stopLiveness?.();
    this.stream?.close();
    this.stream = null;
  }
}
