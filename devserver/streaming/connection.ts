/**
 * One streaming websocket: the protocol misskey-js's Stream speaks
 * (connect / disconnect / ch / subNote / unsubNote / readNotification, "ping", "h").
 */
import type { WebSocket } from 'ws';
import type { State, StateEvents } from '../store/state';
import type { NoteRec, TokenRec, UserRec } from '../store/types';
import { packNote } from '../store/pack-note';
import { markAllRead } from '../store/notify';
import { canViewRoom, chatDb, markRead } from '../store/chat';
import { KNOWN_CHANNELS, deliverable, noteFilterFor, type NoteFilter } from './channels';
import { samplerFor } from './stats';
import { onReversiGameMessage } from './reversi';

interface ChannelConn {
  id: string;
  channel: string;
  filter: NoteFilter | null;
  /** chatUser: the other user; chatRoom: the room. */
  chatWith?: string;
  /** reversiGame: the game watched. */
  gameId?: string;
  /** Stops the stats samples of a serverStats / queueStats connection. */
  stop?: () => void;
}

export class StreamConnection {
  private channels = new Map<string, ChannelConn>();
  private subscribedNotes = new Set<string>();
  /** A half-open socket: it stays open but nothing goes either way (`/__dev/silence-streams`). */
  private silent = false;
  private readonly off: (() => void)[] = [];

  constructor(
    private readonly ws: WebSocket,
    private readonly state: State,
    private readonly me: UserRec | null,
    private readonly token: TokenRec | null,
  ) {
    ws.on('message', (data, isBinary) => this.onMessage(isBinary ? '' : data.toString()));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
    this.listen('note', (n) => this.onNote(n));
    this.listen('noteUpdated', (p) => {
      if (this.subscribedNotes.has(p.id)) this.send('noteUpdated', p);
    });
    this.listen('main', (userId, type, body) => this.onMain(userId, type, body));
    this.listen('chatUser', (userId, otherId, type, body) => this.onChat('chatUser', userId === this.me?.id ? otherId : null, type, body));
    this.listen('chatRoom', (roomId, type, body) => this.onChat('chatRoom', roomId, type, body));
    this.listen('reversi', (userId, type, body) => this.toChannels((c) => c.channel === 'reversi' && userId === this.me?.id, type, body));
    this.listen('reversiGame', (gameId, type, body) => this.toChannels((c) => c.gameId === gameId, type, body));
    this.listen('broadcast', (type, body) => this.send(type, body));
    this.listen('tokenRevoked', (t) => {
      if (this.token?.token === t) this.ws.close(4001, 'token revoked');
    });
    this.listen('dropStreams', () => this.ws.terminate());
    this.listen('silenceStreams', () => {
      this.silent = true;
    });
  }

  private listen<K extends keyof StateEvents>(event: K, fn: (...args: StateEvents[K]) => void): void {
    const listener = fn as never;
    this.state.events.on(event, listener);
    this.off.push(() => this.state.events.off(event, listener));
  }

  dispose(): void {
    for (const f of this.off.splice(0)) f();
    for (const c of this.channels.values()) c.stop?.();
    this.channels.clear();
  }

  private send(type: string, body: unknown): void {
    if (this.silent) return;
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(JSON.stringify(body === undefined ? { type } : { type, body }));
  }

  private sendChannel(id: string, type: string, body: unknown): void {
    this.send('channel', body === undefined ? { id, type } : { id, type, body });
  }

  private onMessage(raw: string): void {
    if (this.silent) return;
    if (raw === 'ping') {
      if (this.ws.readyState === this.ws.OPEN) this.ws.send('pong');
      return;
    }
    if (raw === 'h') {
      if (this.me) this.me.lastActiveAt = Date.now();
      return;
    }
    let msg: { type?: unknown; body?: unknown };
    try {
      msg = JSON.parse(raw) as typeof msg;
    } catch {
      return;
    }
    const body = (msg.body ?? {}) as Record<string, unknown>;
    switch (msg.type) {
      case 'connect':
        return this.connect(body);
      case 'disconnect':
        this.channels.get(String(body.id))?.stop?.();
        this.channels.delete(String(body.id));
        return;
      case 'ch':
      case 'channel':
        return this.onChannelMessage(body);
      case 'subNote':
      case 's':
      case 'sr':
        if (typeof body.id === 'string') this.subscribedNotes.add(body.id);
        return;
      case 'unsubNote':
      case 'un':
        if (typeof body.id === 'string') this.subscribedNotes.delete(body.id);
        return;
      case 'readNotification':
        if (this.me) markAllRead(this.state, this.me.id);
        return;
      default:
        return;
    }
  }

  private connect(body: Record<string, unknown>): void {
    const channel = String(body.channel ?? '');
    const id = String(body.id ?? '');
    if (!id || !KNOWN_CHANNELS.has(channel)) return;
    const needsMe = ['main', 'drive', 'admin', 'reversi'].includes(channel) || channel.startsWith('chat');
    if (needsMe && !this.me) return;
    const params = (body.params ?? {}) as Record<string, unknown>;
    const chatWith = this.chatTarget(channel, params);
    if (channel.startsWith('chat') && chatWith == null) return;
    const conn: ChannelConn = {
      id,
      channel,
      filter: noteFilterFor(this.state, channel, params, this.me),
      ...(chatWith ? { chatWith } : {}),
      ...(channel === 'reversiGame' && typeof params.gameId === 'string' ? { gameId: params.gameId } : {}),
    };
    const sampler = samplerFor(channel, this.state);
    if (sampler) conn.stop = sampler.listen((s: unknown) => this.sendChannel(id, 'stats', s));
    this.channels.set(id, conn);
    if (body.pong) this.send('connected', { id });
  }

  private onChannelMessage(body: Record<string, unknown>): void {
    const conn = this.channels.get(String(body.id));
    if (!conn) return;
    const sampler = samplerFor(conn.channel, this.state);
    if (sampler && body.type === 'requestLog') {
      // Misskey answers with the log's newest `length` entries (its `id` is the caller's).
      const req = (body.body ?? {}) as { id?: unknown; length?: unknown };
      const length = typeof req.length === 'number' ? req.length : 50;
      this.sendChannel(conn.id, 'statsLog', sampler.log.slice(0, length));
      return;
    }
    if (!this.me) return;
    if (conn.gameId) onReversiGameMessage(this.state, conn.gameId, this.me, body.type, body.body);
    if (conn.channel === 'main' && body.type === 'readNotification') markAllRead(this.state, this.me.id);
    // Misskey's chat channels: `read` clears the unread marker of the conversation.
    if (body.type === 'read' && conn.chatWith)
      markRead(this.state, this.me.id, `${conn.channel === 'chatUser' ? 'user' : 'room'}:${conn.chatWith}`);
  }

  /** chatUser needs `otherId`; chatRoom a room the user may read (Misskey checks membership). */
  private chatTarget(channel: string, params: Record<string, unknown>): string | null {
    if (!this.me) return null;
    if (channel === 'chatUser') return typeof params.otherId === 'string' ? params.otherId : null;
    if (channel !== 'chatRoom' || typeof params.roomId !== 'string') return null;
    const room = chatDb(this.state).rooms.find((r) => r.id === params.roomId);
    return room && canViewRoom(this.state, this.me, room) ? room.id : null;
  }

  private onChat(channel: 'chatUser' | 'chatRoom', target: string | null, type: string, body: unknown): void {
    if (target == null) return;
    for (const conn of this.channels.values()) {
      if (conn.channel === channel && conn.chatWith === target) this.sendChannel(conn.id, type, body);
    }
  }

  private toChannels(which: (c: ChannelConn) => boolean, type: string, body: unknown): void {
    for (const conn of this.channels.values()) if (which(conn)) this.sendChannel(conn.id, type, body);
  }

  private onNote(n: NoteRec): void {
    let packed: ReturnType<typeof packNote> | null = null;
    for (const conn of this.channels.values()) {
      if (!conn.filter || !conn.filter(n)) continue;
      if (!deliverable(this.state, n, this.me)) continue;
      packed ??= packNote(this.state, n, this.me?.id ?? null, { detail: true });
      this.sendChannel(conn.id, 'note', packed);
    }
    // Misskey subscribes the author's connections to their own new notes.
    if (this.me && n.userId === this.me.id) this.subscribedNotes.add(n.id);
  }

  private onMain(userId: string, type: string, body: unknown): void {
    if (!this.me || userId !== this.me.id) return;
    const isDrive = type.startsWith('drive:');
    for (const conn of this.channels.values()) {
      if (isDrive && conn.channel === 'drive') this.sendChannel(conn.id, type.slice(6), body);
      if (!isDrive && conn.channel === 'main') this.sendChannel(conn.id, type, body);
    }
  }
}
