import type EventEmitter from 'eventemitter3';
import type { Channels, entities } from 'misskey-js';
import { createToken } from './tokens';

/** Spec 1 §4: the real-time stream's states. */
export type StreamState = 'initializing' | 'connected' | 'reconnecting';

/** One channel's types (events it emits, messages it receives, its params), from misskey-js. */
export type StreamChannel = Channels[keyof Channels];

/**
 * A channel connection: listen, send, dispose. Usable at once — the stream's code loads
 * after the first note, and what is done before waits for it.
 */
export interface ChannelHandle<T extends StreamChannel> {
  on<E extends EventEmitter.EventNames<T['events']>>(event: E, fn: EventEmitter.EventListener<T['events'], E>): this;
  off<E extends EventEmitter.EventNames<T['events']>>(event: E, fn?: EventEmitter.EventListener<T['events'], E>): this;
  send<K extends keyof T['receives']>(type: K, body: T['receives'][K]): void;
  dispose(): void;
}

/** Top-level stream events (not tied to a channel). */
export interface StreamBroadcasts {
  emojiAdded: entities.EmojiAdded;
  emojiUpdated: entities.EmojiUpdated;
  emojiDeleted: entities.EmojiDeleted;
  announcementCreated: entities.AnnouncementCreated;
  noteUpdated: { id: string; type: string; body: Record<string, unknown> };
}

/**
 * The current account's streaming connection (one misskey-js `Stream` per page), shared
 * channel connections closing 3 s after their last user leaves, re-joined on reconnect.
 * Reconnects 1 s → 10 s (×1.3), connection time-out 4 s; heartbeat every 60 s while visible.
 */
export interface StreamService {
  readonly state: StreamState;
  /**
   * Whether a connection was opened. Nothing opens one until a feature uses the stream; the
   * kernel opens it at start-up only in realtime mode (spec 1 §7).
   */
  readonly started: boolean;
  /** State changes. */
  subscribe(listener: () => void): () => void;
  /**
   * A channel connection. Without `params` it is shared with other users of the same
   * channel; call `dispose()` when done (the shared pool closes 3 s after the last user).
   */
  useChannel<C extends keyof Channels>(channel: C, params?: Channels[C]['params'], name?: string): ChannelHandle<Channels[C]>;
  /** Runs after every connection, the first included (channels already joined): fetch what was missed with `sinceId`. */
  onReconnect(listener: () => void): () => void;
  on<E extends keyof StreamBroadcasts>(event: E, listener: (body: StreamBroadcasts[E]) => void): () => void;
  /** Subscribes to a note's updates (reactions, poll votes, deletion); ref-counted, re-sent on reconnect. */
  subNote(noteId: string, listener: (event: StreamBroadcasts['noteUpdated']) => void): () => void;
  send(type: string, body?: unknown): void;
}
/** Token of the streaming connection (`StreamService`). Provided by the kernel: usable without listing it in `requires`. */
export const Stream = createToken<StreamService>('kite.stream');

/**
 * Merges a live feed with catch-up fetches after a reconnect, so nothing is lost and
 * nothing is shown twice. `fetchSince(sinceId)` returns items newer than `sinceId`
 * (any order); `emit` receives each new item once, oldest first.
 */
export interface CatchUpFeed<T extends { id: string }> {
  /** Feed an item that arrived live. */
  push(item: T): void;
  /** Mark items already shown (e.g. the first page), so the newest id is known. */
  seed(items: readonly T[]): void;
  /** Fetches what was missed since the newest known id. */
  catchUp(): Promise<void>;
  readonly newestId: string | null;
}
