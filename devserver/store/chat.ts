/**
 * Chat (Misskey 2025.9's ChatService and ChatEntityService, reduced to what a single local
 * server needs): messages to users and rooms, rooms with invitations and memberships, the
 * unread markers behind `hasUnreadChatMessages`, reactions, and the stream events.
 */
import { randomUUID } from 'node:crypto';
import type { entities } from 'misskey-js';
import type { State } from './state';
import type { ChatDb, ChatMessageRec, ChatRoomRec, ChatInvitationRec, ChatMembershipRec, UserRec } from './types';
import { ApiError, E } from '../http/errors';
import { packUserLite } from './pack-user';
import { packFile } from './pack-drive';
import { policiesOf, isModerator } from './policies';
import { genId } from './ids';
import { notify } from './notify';

const MAX_ROOM_MEMBERS = 50;
const MAX_REACTIONS_PER_MESSAGE = 100;
/** Misskey publishes `newChatMessage` on the main channel when a message is still unread after 3 s. */
export const UNREAD_EVENT_DELAY_MS = 3000;

export function chatDb(state: State): ChatDb {
  state.db.chat ??= { messages: [], rooms: [], memberships: [], invitations: [], approvals: [], unread: {} };
  return state.db.chat;
}

/**
 * Misskey's ChatService throws plain errors (policy, scope, "already member"…); the API
 * answers them as INTERNAL_ERROR with the message in `info.e`.
 */
export function internal(message: string): ApiError {
  return new ApiError(E.INTERNAL_ERROR, { e: { message, code: 'Error', id: randomUUID() } });
}

export function checkChatAvailability(state: State, me: UserRec, permission: 'read' | 'write'): void {
  const a = policiesOf(state, me).chatAvailability;
  if (a === 'unavailable' || (permission === 'write' && a === 'readonly')) throw internal('ROLE_PERMISSION_DENIED');
}

// ---- packing -------------------------------------------------------------------------

function lite(state: State, id: string): entities.UserLite | null {
  const u = state.user(id);
  return u ? packUserLite(state, u) : null;
}

function fileOf(state: State, m: ChatMessageRec): entities.DriveFile | null {
  const f = m.fileId ? state.file(m.fileId) : undefined;
  return f ? packFile(state, f) : null;
}

function split(r: string): { userId: string; reaction: string } {
  const i = r.indexOf('/');
  return { userId: r.slice(0, i), reaction: r.slice(i + 1) };
}

export function packMessageLiteFor1on1(state: State, m: ChatMessageRec): entities.ChatMessageLiteFor1on1 {
  return {
    id: m.id,
    createdAt: new Date(m.createdAt).toISOString(),
    text: m.text,
    fromUserId: m.fromUserId,
    toUserId: m.toUserId ?? '',
    fileId: m.fileId,
    file: fileOf(state, m),
    reactions: m.reactions.map((r) => ({ reaction: split(r).reaction })),
  };
}

function roomReactions(state: State, m: ChatMessageRec): { reaction: string; user: entities.UserLite }[] {
  const out: { reaction: string; user: entities.UserLite }[] = [];
  for (const r of m.reactions) {
    const { userId, reaction } = split(r);
    const user = lite(state, userId);
    if (user) out.push({ reaction, user });
  }
  return out;
}

export function packMessageLiteForRoom(state: State, m: ChatMessageRec): entities.ChatMessageLiteForRoom {
  const from = lite(state, m.fromUserId);
  if (!from) throw internal('no such user');
  return {
    id: m.id,
    createdAt: new Date(m.createdAt).toISOString(),
    text: m.text,
    fromUserId: m.fromUserId,
    fromUser: from,
    toRoomId: m.toRoomId ?? '',
    fileId: m.fileId,
    file: fileOf(state, m),
    reactions: roomReactions(state, m),
  };
}

export function packRoom(state: State, room: ChatRoomRec, me: UserRec | null): entities.ChatRoom {
  const owner = lite(state, room.ownerId);
  if (!owner) throw internal('no such user');
  const db = chatDb(state);
  const other = me && me.id !== room.ownerId;
  const membership = other ? db.memberships.find((x) => x.roomId === room.id && x.userId === me.id) : undefined;
  const invitation = other ? db.invitations.find((x) => x.roomId === room.id && x.userId === me.id) : undefined;
  return {
    id: room.id,
    createdAt: new Date(room.createdAt).toISOString(),
    name: room.name,
    description: room.description,
    ownerId: room.ownerId,
    owner,
    isMuted: membership?.isMuted ?? false,
    invitationExists: invitation != null,
  };
}

export function packMessageDetailed(state: State, m: ChatMessageRec, me: UserRec | null): entities.ChatMessage {
  const from = lite(state, m.fromUserId);
  if (!from) throw internal('no such user');
  const room = m.toRoomId ? chatDb(state).rooms.find((r) => r.id === m.toRoomId) : undefined;
  const to = m.toUserId ? lite(state, m.toUserId) : null;
  return {
    id: m.id,
    createdAt: new Date(m.createdAt).toISOString(),
    text: m.text,
    fromUserId: m.fromUserId,
    fromUser: from,
    toUserId: m.toUserId,
    ...(to ? { toUser: to } : {}),
    toRoomId: m.toRoomId,
    ...(room ? { toRoom: packRoom(state, room, me) } : {}),
    fileId: m.fileId,
    file: fileOf(state, m),
    reactions: roomReactions(state, m),
  };
}

export function packInvitation(state: State, inv: ChatInvitationRec, me: UserRec | null): entities.ChatRoomInvitation | null {
  const room = chatDb(state).rooms.find((r) => r.id === inv.roomId);
  const user = lite(state, inv.userId);
  if (!room || !user) return null;
  return {
    id: inv.id,
    createdAt: new Date(inv.createdAt).toISOString(),
    roomId: room.id,
    room: packRoom(state, room, me),
    userId: inv.userId,
    user,
  };
}

export function packMembership(
  state: State,
  ms: ChatMembershipRec,
  me: UserRec,
  opts: { user?: boolean; room?: boolean },
): entities.ChatRoomMembership {
  const room = opts.room ? chatDb(state).rooms.find((r) => r.id === ms.roomId) : undefined;
  const user = opts.user ? lite(state, ms.userId) : null;
  return {
    id: ms.id,
    createdAt: new Date(ms.createdAt).toISOString(),
    userId: ms.userId,
    ...(user ? { user } : {}),
    roomId: ms.roomId,
    ...(room ? { room: packRoom(state, room, me) } : {}),
  };
}

// ---- rooms ---------------------------------------------------------------------------

export function isRoomMember(state: State, room: ChatRoomRec, userId: string): boolean {
  return room.ownerId === userId || chatDb(state).memberships.some((m) => m.roomId === room.id && m.userId === userId);
}

/** Everyone in the room: the members and the owner (who has no membership record). */
function roomMembers(state: State, room: ChatRoomRec): { userId: string; isMuted: boolean }[] {
  return chatDb(state)
    .memberships.filter((m) => m.roomId === room.id)
    .map((m) => ({ userId: m.userId, isMuted: m.isMuted }))
    .concat({ userId: room.ownerId, isMuted: false });
}

export function invite(state: State, me: UserRec, room: ChatRoomRec, invitee: UserRec): ChatInvitationRec {
  const db = chatDb(state);
  if (invitee.id === me.id) throw internal('yourself');
  if (isRoomMember(state, room, invitee.id)) throw internal('already member');
  if (db.invitations.some((i) => i.roomId === room.id && i.userId === invitee.id)) throw internal('already invited');
  if (db.memberships.filter((m) => m.roomId === room.id).length >= MAX_ROOM_MEMBERS) throw internal('room is full');
  const inv: ChatInvitationRec = { id: genId(), createdAt: Date.now(), roomId: room.id, userId: invitee.id, ignored: false };
  db.invitations.push(inv);
  notify(state, { type: 'chatRoomInvitationReceived', notifieeId: invitee.id, notifierId: me.id, invitationId: inv.id });
  return inv;
}

export function join(state: State, me: UserRec, roomId: string): void {
  const db = chatDb(state);
  const inv = db.invitations.find((i) => i.roomId === roomId && i.userId === me.id);
  if (!inv) throw internal('No ChatRoomInvitation found');
  if (db.memberships.filter((m) => m.roomId === roomId).length >= MAX_ROOM_MEMBERS) throw internal('room is full');
  db.memberships.push({ id: genId(), createdAt: Date.now(), roomId, userId: me.id, isMuted: false });
  db.invitations = db.invitations.filter((i) => i !== inv);
}

function unreadSet(state: State, userId: string): string[] {
  const db = chatDb(state);
  return (db.unread[userId] ??= []);
}

function markUnread(state: State, userId: string, key: string): void {
  const set = unreadSet(state, userId);
  if (!set.includes(key)) set.push(key);
}

export function markRead(state: State, userId: string, key: string): void {
  const db = chatDb(state);
  const set = db.unread[userId];
  if (set) db.unread[userId] = set.filter((k) => k !== key);
}

export function hasUnread(state: State, userId: string, key?: string): boolean {
  const set = state.db.chat?.unread[userId] ?? [];
  return key ? set.includes(key) : set.length > 0;
}

export function leave(state: State, me: UserRec, roomId: string): void {
  const db = chatDb(state);
  const ms = db.memberships.find((m) => m.roomId === roomId && m.userId === me.id);
  if (!ms) throw internal('No ChatRoomMembership found');
  db.memberships = db.memberships.filter((m) => m !== ms);
  markRead(state, me.id, `room:${roomId}`);
}

export function deleteRoom(state: State, room: ChatRoomRec): void {
  const db = chatDb(state);
  for (const m of roomMembers(state, room)) markRead(state, m.userId, `room:${room.id}`);
  db.rooms = db.rooms.filter((r) => r !== room);
  db.memberships = db.memberships.filter((m) => m.roomId !== room.id);
  db.invitations = db.invitations.filter((i) => i.roomId !== room.id);
  db.messages = db.messages.filter((m) => m.toRoomId !== room.id);
}

// ---- messages ------------------------------------------------------------------------

function isMutual(state: State, a: string, b: string): boolean {
  return state.isFollowing(a, b) && state.isFollowing(b, a);
}

/** After 3 s, a message still unread for `userId` arrives on their main channel (Misskey's timing). */
function laterIfUnread(state: State, m: ChatMessageRec, recipients: string[], key: (userId: string) => string): void {
  const t = setTimeout(() => {
    if (!chatDb(state).messages.includes(m)) return;
    for (const userId of recipients) {
      if (hasUnread(state, userId, key(userId)))
        state.events.emit('main', userId, 'newChatMessage', packMessageDetailed(state, m, state.user(userId) ?? null));
    }
  }, UNREAD_EVENT_DELAY_MS);
  t.unref?.();
}

export function createToUser(
  state: State,
  from: UserRec,
  to: UserRec,
  text: string | null,
  fileId: string | null,
): entities.ChatMessageLiteFor1on1 {
  const db = chatDb(state);
  if (from.id === to.id) throw internal('yourself');
  const otherApprovedMe = db.approvals.some((a) => a.userId === to.id && a.otherId === from.id);
  const iApprovedOther = db.approvals.some((a) => a.userId === from.id && a.otherId === to.id);
  if (!otherApprovedMe) {
    const scope = to.chatScope;
    if (scope === 'none') throw internal('recipient is cannot chat (none)');
    if (scope === 'followers' && !state.isFollowing(from.id, to.id)) throw internal('recipient is cannot chat (followers)');
    if (scope === 'following' && !state.isFollowing(to.id, from.id)) throw internal('recipient is cannot chat (following)');
    if (scope === 'mutual' && !isMutual(state, from.id, to.id)) throw internal('recipient is cannot chat (mutual)');
  }
  if (policiesOf(state, to).chatAvailability !== 'available') throw internal('recipient is cannot chat (policy)');
  if (state.isBlocking(to.id, from.id)) throw internal('blocked');
  const m: ChatMessageRec = {
    id: genId(),
    createdAt: Date.now(),
    fromUserId: from.id,
    toUserId: to.id,
    toRoomId: null,
    text: text ? text.trim() : null,
    fileId,
    reactions: [],
  };
  db.messages.push(m);
  if (!iApprovedOther) db.approvals.push({ id: genId(), userId: from.id, otherId: to.id });
  const packed = packMessageLiteFor1on1(state, m);
  if (to.host == null) markUnread(state, to.id, `user:${from.id}`);
  state.events.emit('chatUser', from.id, to.id, 'message', packed);
  if (to.host == null) state.events.emit('chatUser', to.id, from.id, 'message', packed);
  if (to.host == null) laterIfUnread(state, m, [to.id], () => `user:${from.id}`);
  state.changed();
  return packed;
}

export function createToRoom(
  state: State,
  from: UserRec,
  room: ChatRoomRec,
  text: string | null,
  fileId: string | null,
): entities.ChatMessageLiteForRoom {
  const db = chatDb(state);
  const members = roomMembers(state, room);
  if (!members.some((x) => x.userId === from.id)) throw internal('you are not a member of the room');
  const m: ChatMessageRec = {
    id: genId(),
    createdAt: Date.now(),
    fromUserId: from.id,
    toUserId: null,
    toRoomId: room.id,
    text: text ? text.trim() : null,
    fileId,
    reactions: [],
  };
  db.messages.push(m);
  const packed = packMessageLiteForRoom(state, m);
  state.events.emit('chatRoom', room.id, 'message', packed);
  const others = members.filter((x) => x.userId !== from.id && !x.isMuted).map((x) => x.userId);
  for (const id of others) markUnread(state, id, `room:${room.id}`);
  laterIfUnread(state, m, others, () => `room:${room.id}`);
  state.changed();
  return packed;
}

export function deleteMessage(state: State, m: ChatMessageRec): void {
  const db = chatDb(state);
  db.messages = db.messages.filter((x) => x !== m);
  if (m.toUserId) {
    state.events.emit('chatUser', m.fromUserId, m.toUserId, 'deleted', m.id);
    state.events.emit('chatUser', m.toUserId, m.fromUserId, 'deleted', m.id);
  } else if (m.toRoomId) {
    state.events.emit('chatRoom', m.toRoomId, 'deleted', m.id);
  }
}

/** Unicode emoji or a local custom emoji `:name:` (Misskey normalises and checks these). */
function normalizeReaction(state: State, raw: string, mustExist: boolean): string {
  const custom = /^:([\w+-]+)(?:@\.)?:$/.exec(raw);
  if (custom) {
    const name = custom[1] ?? '';
    if (mustExist && !state.db.emojis.some((e) => e.name === name)) throw internal('no such emoji');
    return `:${name}:`;
  }
  const match = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}])*|[\u{1F1E6}-\u{1F1FF}]{2}/u.exec(
    raw,
  );
  if (!match) throw internal('invalid emoji');
  return match[0].includes('\u200d') ? match[0] : match[0].replace(/\uFE0F/g, '');
}

function reactionEvent(state: State, m: ChatMessageRec, userId: string, type: 'react' | 'unreact', reaction: string): void {
  if (m.toRoomId) {
    state.events.emit('chatRoom', m.toRoomId, type, { messageId: m.id, user: lite(state, userId), reaction });
  } else if (m.toUserId) {
    state.events.emit('chatUser', m.fromUserId, m.toUserId, type, { messageId: m.id, reaction });
    state.events.emit('chatUser', m.toUserId, m.fromUserId, type, { messageId: m.id, reaction });
  }
}

export function react(state: State, me: UserRec, m: ChatMessageRec, raw: string): void {
  const reaction = normalizeReaction(state, raw, true);
  if (m.fromUserId === me.id) throw internal('cannot react to own message');
  if (m.toRoomId == null && m.toUserId !== me.id) throw internal('cannot react to others message');
  if (m.reactions.length >= MAX_REACTIONS_PER_MESSAGE) throw internal('too many reactions');
  const room = m.toRoomId ? chatDb(state).rooms.find((r) => r.id === m.toRoomId) : undefined;
  if (room && !isRoomMember(state, room, me.id)) throw internal('cannot react to others message');
  m.reactions.push(`${me.id}/${reaction}`);
  reactionEvent(state, m, me.id, 'react', reaction);
}

export function unreact(state: State, me: UserRec, m: ChatMessageRec, raw: string): void {
  const reaction = normalizeReaction(state, raw, false);
  const key = `${me.id}/${reaction}`;
  m.reactions = m.reactions.filter((r) => r !== key);
  reactionEvent(state, m, me.id, 'unreact', reaction);
}

export function canViewRoom(state: State, me: UserRec, room: ChatRoomRec): boolean {
  return isRoomMember(state, room, me.id) || isModerator(state, me);
}

/** Misskey's makePaginationQuery: newest first, except `sinceId` alone (oldest first). */
export function paginate<T extends { id: string }>(
  items: readonly T[],
  p: { sinceId?: string; untilId?: string; limit?: number },
  defaultLimit: number,
): T[] {
  let xs = items.filter((x) => (!p.sinceId || x.id > p.sinceId) && (!p.untilId || x.id < p.untilId));
  xs = [...xs].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  if (p.sinceId && !p.untilId) xs.reverse();
  return xs.slice(0, p.limit ?? defaultLimit);
}
