import EventEmitter from 'eventemitter3';
import type { Channels } from 'misskey-js';
import type { ChannelHandle, StreamBroadcasts, StreamChannel, StreamService, StreamState } from '../stream';

type Events<T extends StreamChannel> = T['events'];

/** A channel connection of the stream double: the test emits its events; what the code sends is recorded. */
export class TestChannel<T extends StreamChannel> implements ChannelHandle<T> {
  private readonly emitter = new EventEmitter<Events<T>>();
  /** Messages the code under test sent on this connection. */
  readonly sent: { type: PropertyKey; body: unknown }[] = [];
  private isDisposed = false;

  constructor(
    readonly channel: keyof Channels,
    readonly params: unknown,
    readonly name: string | undefined,
  ) {}

  get disposed(): boolean {
    return this.isDisposed;
  }

  on<E extends EventEmitter.EventNames<Events<T>>>(event: E, fn: EventEmitter.EventListener<Events<T>, E>): this {
    if (!this.isDisposed) this.emitter.on(event, fn);
    return this;
  }

  off<E extends EventEmitter.EventNames<Events<T>>>(event: E, fn?: EventEmitter.EventListener<Events<T>, E>): this {
    this.emitter.off(event, fn);
    return this;
  }

  send<K extends keyof T['receives']>(type: K, body: T['receives'][K]): void {
    this.sent.push({ type, body });
  }

  dispose(): void {
    this.isDisposed = true;
    this.emitter.removeAllListeners();
  }

  /** Delivers an event as the server would; a disposed connection hears nothing. */
  emit<E extends EventEmitter.EventNames<Events<T>>>(event: E, ...args: EventEmitter.EventArgs<Events<T>, E>): void {
    this.emitter.emit(event, ...args);
  }

  listenerCount(event: EventEmitter.EventNames<Events<T>>): number {
    return this.emitter.listenerCount(event);
  }
}

type Handles = { readonly [C in keyof Channels]: TestChannel<Channels[C]>[] };
type BroadcastListeners = { readonly [E in keyof StreamBroadcasts]: Set<(body: StreamBroadcasts[E]) => void> };
type NoteListener = (event: StreamBroadcasts['noteUpdated']) => void;

/**
 * A `StreamService` the test drives: it sets the state (`setState`, `reconnect`), emits channel
 * events (`emit`), broadcasts (`broadcast`) and note updates (`updateNote`), and reads what the
 * code under test opened, subscribed and sent. Unlike the kernel's, reconnect listeners run at once.
 */
export class TestStream implements StreamService {
  private currentState: StreamState;
  private isStarted: boolean;
  private readonly stateListeners = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly handles: Handles = {
    main: [],
    homeTimeline: [],
    localTimeline: [],
    hybridTimeline: [],
    globalTimeline: [],
    userList: [],
    hashtag: [],
    roleTimeline: [],
    antenna: [],
    channel: [],
    drive: [],
    serverStats: [],
    queueStats: [],
    admin: [],
    reversiGame: [],
    chatUser: [],
    chatRoom: [],
  };
  private readonly broadcasts: BroadcastListeners = {
    emojiAdded: new Set(),
    emojiUpdated: new Set(),
    emojiDeleted: new Set(),
    announcementCreated: new Set(),
    noteUpdated: new Set(),
  };
  private readonly noteListeners = new Map<string, Set<NoteListener>>();
  /** Every `subNote` call's note id, in order. */
  readonly subscribedNotes: string[] = [];
  /** Every note id whose `subNote` subscription was ended, in order. */
  readonly unsubscribedNotes: string[] = [];
  /** Top-level messages the code under test sent. */
  readonly sent: { type: string; body: unknown }[] = [];

  constructor(opts: { state?: StreamState; started?: boolean } = {}) {
    this.currentState = opts.state ?? 'connected';
    this.isStarted = opts.started ?? false;
  }

  get state(): StreamState {
    return this.currentState;
  }

  /** Whether the code under test used the stream yet (or the test said it had started). */
  get started(): boolean {
    return this.isStarted;
  }

  subscribe(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** Changes the state and tells the state listeners. */
  setState(state: StreamState): void {
    this.currentState = state;
    for (const l of [...this.stateListeners]) l();
  }

  /** The socket (re)connects: state `connected`, then every `onReconnect` listener runs. */
  reconnect(): void {
    this.setState('connected');
    for (const l of [...this.reconnectListeners]) l();
  }

  useChannel<C extends keyof Channels>(channel: C, params?: Channels[C]['params'], name?: string): TestChannel<Channels[C]> {
    this.isStarted = true;
    const handle = new TestChannel<Channels[C]>(channel, params, name);
    const opened: TestChannel<Channels[C]>[] = this.handles[channel];
    opened.push(handle);
    return handle;
  }

  /** Every connection opened on `channel`, disposed ones included, oldest first. */
  channels<C extends keyof Channels>(channel: C): readonly TestChannel<Channels[C]>[] {
    const opened: readonly TestChannel<Channels[C]>[] = this.handles[channel];
    return opened;
  }

  /** The connections on `channel` not disposed yet. */
  openChannels<C extends keyof Channels>(channel: C): readonly TestChannel<Channels[C]>[] {
    return this.channels(channel).filter((h) => !h.disposed);
  }

  /** Emits a channel event on every open connection of `channel`; answers how many connections heard it. */
  emit<C extends keyof Channels, E extends EventEmitter.EventNames<Events<Channels[C]>>>(
    channel: C,
    event: E,
    ...args: EventEmitter.EventArgs<Events<Channels[C]>, E>
  ): number {
    const open = this.openChannels(channel);
    for (const h of open) h.emit(event, ...args);
    return open.length;
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  on<E extends keyof StreamBroadcasts>(event: E, listener: (body: StreamBroadcasts[E]) => void): () => void {
    this.isStarted = true;
    const set: Set<(body: StreamBroadcasts[E]) => void> = this.broadcasts[event];
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Sends a top-level event (`emojiAdded`, `announcementCreated`…) to its listeners. */
  broadcast<E extends keyof StreamBroadcasts>(event: E, body: StreamBroadcasts[E]): void {
    const set: Set<(body: StreamBroadcasts[E]) => void> = this.broadcasts[event];
    for (const l of [...set]) l(body);
  }

  subNote(noteId: string, listener: NoteListener): () => void {
    this.isStarted = true;
    this.subscribedNotes.push(noteId);
    let set = this.noteListeners.get(noteId);
    if (!set) this.noteListeners.set(noteId, (set = new Set()));
    set.add(listener);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.unsubscribedNotes.push(noteId);
      set.delete(listener);
      if (set.size === 0) this.noteListeners.delete(noteId);
    };
  }

  /** How many `subNote` listeners follow `noteId` now. */
  noteListenerCount(noteId: string): number {
    return this.noteListeners.get(noteId)?.size ?? 0;
  }

  /** Delivers a note update (`reacted`, `pollVoted`, `deleted`…) to the note's `subNote` listeners. */
  updateNote(event: StreamBroadcasts['noteUpdated']): void {
    for (const l of [...(this.noteListeners.get(event.id) ?? [])]) l(event);
  }

  send(type: string, body?: unknown): void {
    this.isStarted = true;
    this.sent.push({ type, body });
  }
}

/** A stream double, `connected` unless `state` says otherwise. */
export function streamDouble(opts: { state?: StreamState; started?: boolean } = {}): TestStream {
  return new TestStream(opts);
}
