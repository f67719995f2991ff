/**
 * The live state: the JSON-serialisable Db, the file bytes, id indexes and the
 * event bus that streaming listens to.
 */
import { EventEmitter } from 'node:events';
import type { Db, DriveFileRec, NoteRec, UserRec, TokenRec } from './types';
import { defaultServerSettings } from './server-settings';
import type { ServerSettings } from './server-settings';

export function emptyDb(anchor: number): Db {
  return {
    version: 1,
    anchor,
    users: [],
    tokens: [],
    notes: [],
    reactions: [],
    pollVotes: [],
    follows: [],
    followRequests: [],
    mutes: [],
    renoteMutes: [],
    blocks: [],
    files: [],
    folders: [],
    clips: [],
    lists: [],
    antennas: [],
    channels: [],
    emojis: [],
    announcements: [],
    roles: [],
    notifications: [],
    registry: [],
    drafts: [],
    favorites: [],
    threadMutes: [],
    memos: [],
    miauth: [],
    ads: [],
    hashtags: [],
  };
}

/** Events the streaming hub subscribes to. */
export interface StateEvents {
  note: [note: NoteRec];
  noteUpdated: [payload: { id: string; type: 'reacted' | 'unreacted' | 'pollVoted' | 'deleted'; body: Record<string, unknown> }];
  /** An event on one user's main channel. */
  main: [userId: string, type: string, body: unknown];
  /** An event on `userId`'s chatUser channel with `otherId` (Misskey's chatUserStream). */
  chatUser: [userId: string, otherId: string, type: string, body: unknown];
  /** An event on a room's chatRoom channel. */
  chatRoom: [roomId: string, type: string, body: unknown];
  /** An event on one user's reversi channel (matched, invited). */
  reversi: [userId: string, type: string, body: unknown];
  /** An event on a game's reversiGame channel. */
  reversiGame: [gameId: string, type: string, body: unknown];
  /** A broadcast to every connection (emojiAdded, announcementCreated, ...). */
  broadcast: [type: string, body: unknown];
  /** A user's token was revoked: close their sockets. */
  tokenRevoked: [token: string];
  /** Drop all websockets abruptly (fault injection). */
  dropStreams: [];
  /** Every open socket goes quiet without closing (a half-open connection): fault injection. */
  silenceStreams: [];
  /** Anything changed (persistence debounce). */
  changed: [];
}

export class State {
  db: Db;
  blobs = new Map<string, Buffer>();
  readonly events = new EventEmitter<StateEvents>();
  /** Origin used in absolute URLs (avatarUrl, file url). Set once the server listens. */
  origin = 'http://127.0.0.1:3000';
  /** Registration, captcha and sign-in limits (see server-settings.ts). */
  settings: ServerSettings = defaultServerSettings();
  private userIdx = new Map<string, UserRec>();
  private noteIdx = new Map<string, NoteRec>();
  private fileIdx = new Map<string, DriveFileRec>();
  private tokenIdx = new Map<string, TokenRec>();

  constructor(db: Db) {
    this.db = db;
    this.reindex();
    this.events.setMaxListeners(0);
  }

  get host(): string {
    return new URL(this.origin).host;
  }

  replace(db: Db, blobs: Map<string, Buffer>): void {
    this.db = db;
    this.blobs = blobs;
    this.reindex();
  }

  reindex(): void {
    this.userIdx = new Map(this.db.users.map((u) => [u.id, u]));
    this.noteIdx = new Map(this.db.notes.map((n) => [n.id, n]));
    this.fileIdx = new Map(this.db.files.map((f) => [f.id, f]));
    this.tokenIdx = new Map(this.db.tokens.map((t) => [t.token, t]));
  }

  changed(): void {
    this.events.emit('changed');
  }

  user(id: string | null | undefined): UserRec | undefined {
    return id == null ? undefined : this.userIdx.get(id);
  }
  userByName(username: string, host: string | null = null): UserRec | undefined {
    const u = username.toLowerCase();
    const h = host == null || host === this.host ? null : host.toLowerCase();
    return this.db.users.find((x) => x.username.toLowerCase() === u && x.host === h);
  }
  addUser(u: UserRec): void {
    this.db.users.push(u);
    this.userIdx.set(u.id, u);
  }

  note(id: string | null | undefined): NoteRec | undefined {
    return id == null ? undefined : this.noteIdx.get(id);
  }
  addNote(n: NoteRec): void {
    this.db.notes.push(n);
    this.noteIdx.set(n.id, n);
  }
  removeNote(id: string): void {
    this.db.notes = this.db.notes.filter((n) => n.id !== id);
    this.noteIdx.delete(id);
  }

  file(id: string | null | undefined): DriveFileRec | undefined {
    return id == null ? undefined : this.fileIdx.get(id);
  }
  addFile(f: DriveFileRec, bytes: Buffer): void {
    this.db.files.push(f);
    this.fileIdx.set(f.id, f);
    this.blobs.set(f.blobKey, bytes);
  }
  removeFile(id: string): void {
    const f = this.fileIdx.get(id);
    this.db.files = this.db.files.filter((x) => x.id !== id);
    this.fileIdx.delete(id);
    if (f && !this.db.files.some((x) => x.blobKey === f.blobKey)) this.blobs.delete(f.blobKey);
  }

  token(token: string | null | undefined): TokenRec | undefined {
    return token == null ? undefined : this.tokenIdx.get(token);
  }
  addToken(t: TokenRec): void {
    this.db.tokens.push(t);
    this.tokenIdx.set(t.token, t);
  }
  removeToken(token: string): void {
    this.db.tokens = this.db.tokens.filter((t) => t.token !== token);
    this.tokenIdx.delete(token);
    this.events.emit('tokenRevoked', token);
  }

  isFollowing(followerId: string, followeeId: string): boolean {
    return this.db.follows.some((f) => f.followerId === followerId && f.followeeId === followeeId);
  }
  followeeIds(userId: string): Set<string> {
    return new Set(this.db.follows.filter((f) => f.followerId === userId).map((f) => f.followeeId));
  }
  isBlocking(fromId: string, toId: string): boolean {
    return this.db.blocks.some((b) => b.fromId === fromId && b.toId === toId);
  }
  isMuting(muterId: string, muteeId: string, now = Date.now()): boolean {
    return this.db.mutes.some((m) => m.muterId === muterId && m.muteeId === muteeId && (m.expiresAt == null || m.expiresAt > now));
  }
  isRenoteMuting(fromId: string, toId: string): boolean {
    return this.db.renoteMutes.some((m) => m.fromId === fromId && m.toId === toId);
  }
}
