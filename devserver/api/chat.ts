/**
 * Chat endpoints (`chat/*`, Misskey 2025.9): history, messages to users and rooms, rooms,
 * invitations and memberships. Rules and errors as in Misskey's endpoints; the work is in
 * store/chat.ts.
 */
import type { State } from '../store/state';
import type { ChatRoomRec, UserRec } from '../store/types';
import { ep } from '../http/endpoint';
import { ApiError, type ErrorDef } from '../http/errors';
import {
  canViewRoom,
  chatDb,
  internal,
  checkChatAvailability,
  createToRoom,
  createToUser,
  deleteMessage,
  deleteRoom,
  hasUnread,
  invite,
  isRoomMember,
  join,
  leave,
  markRead,
  packInvitation,
  packMembership,
  packMessageDetailed,
  packMessageLiteFor1on1,
  packMessageLiteForRoom,
  packRoom,
  paginate,
  react,
  unreact,
} from '../store/chat';
import { isModerator } from '../store/policies';
import { genId } from '../store/ids';

const read = { requireCredential: true, kind: 'read:chat' } as const;
const write = { requireCredential: true, kind: 'write:chat' } as const;
const d = (code: string, id: string, message: string): ErrorDef => ({ code, id, message });
const noSuchRoom = (id: string): ErrorDef => d('NO_SUCH_ROOM', id, 'No such room.');
const noSuchMessage = (id: string): ErrorDef => d('NO_SUCH_MESSAGE', id, 'No such message.');

function room(state: State, id: string): ChatRoomRec | undefined {
  return chatDb(state).rooms.find((r) => r.id === id);
}

function fileOf(state: State, me: UserRec, fileId: string | undefined, err: ErrorDef): string | null {
  if (fileId == null) return null;
  const f = state.file(fileId);
  if (!f || f.userId !== me.id) throw new ApiError(err);
  return f.id;
}

export const chatEndpoints = [
  ep('chat/history', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const db = chatDb(state);
    const limit = params.limit ?? 10;
    const seen = new Set<string>();
    const out = [];
    const newest = [...db.messages].sort((a, b) => (a.id < b.id ? 1 : -1));
    for (const m of newest) {
      if (out.length >= limit) break;
      let key: string;
      if (params.room) {
        const r = m.toRoomId ? room(state, m.toRoomId) : undefined;
        if (!r || !isRoomMember(state, r, me.id)) continue;
        key = `room:${r.id}`;
      } else {
        if (m.toRoomId || (m.fromUserId !== me.id && m.toUserId !== me.id)) continue;
        const other = m.fromUserId === me.id ? m.toUserId : m.fromUserId;
        if (!other || state.isMuting(me.id, other)) continue;
        key = `user:${other}`;
      }
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...packMessageDetailed(state, m, me), isRead: !hasUnread(state, me.id, key) });
    }
    return out;
  }),

  ep('chat/read-all', write, ({ state, me }) => {
    checkChatAvailability(state, me, 'read');
    chatDb(state).unread[me.id] = [];
  }),

  ep('chat/messages/create-to-user', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const fileId = fileOf(state, me, params.fileId, d('NO_SUCH_FILE', '4372b8e2-185d-4146-8749-2f68864a3e5f', 'No such file.'));
    if (!params.text?.trim() && fileId == null)
      throw new ApiError(
        d('CONTENT_REQUIRED', '25587321-b0e6-449c-9239-f8925092942c', 'Content required. You need to set text or fileId.'),
      );
    if (params.toUserId === me.id)
      throw new ApiError(d('RECIPIENT_IS_YOURSELF', '17e2ba79-e22a-4cbc-bf91-d327643f4a7e', 'You can not send a message to yourself.'));
    const to = state.user(params.toUserId);
    if (!to) throw new ApiError(d('NO_SUCH_USER', '11795c64-40ea-4198-b06e-3c873ed9039d', 'No such user.'));
    return createToUser(state, me, to, params.text ?? null, fileId);
  }),

  ep('chat/messages/create-to-room', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const r = room(state, params.toRoomId);
    if (!r) throw new ApiError(noSuchRoom('8098520d-2da5-4e8f-8ee1-df78b55a4ec6'));
    const fileId = fileOf(state, me, params.fileId, d('NO_SUCH_FILE', 'b6accbd3-1d7b-4d9f-bdb7-eb185bac06db', 'No such file.'));
    if (!params.text?.trim() && fileId == null)
      throw new ApiError(
        d('CONTENT_REQUIRED', '340517b7-6d04-42c0-bac1-37ee804e3594', 'Content required. You need to set text or fileId.'),
      );
    return createToRoom(state, me, r, params.text ?? null, fileId);
  }),

  ep('chat/messages/delete', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const m = chatDb(state).messages.find((x) => x.id === params.messageId && x.fromUserId === me.id);
    if (!m) throw new ApiError(noSuchMessage('36b67f0e-66a6-414b-83df-992a55294f17'));
    deleteMessage(state, m);
  }),

  ep('chat/messages/react', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const m = chatDb(state).messages.find((x) => x.id === params.messageId);
    if (!m) throw new ApiError(noSuchMessage('9b5839b9-0ba0-4351-8c35-37082093d200'));
    react(state, me, m, params.reaction);
  }),

  ep('chat/messages/unreact', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const m = chatDb(state).messages.find((x) => x.id === params.messageId);
    if (!m) throw new ApiError(noSuchMessage('c39ea42f-e3ca-428a-ad57-390e0a711595'));
    unreact(state, me, m, params.reaction);
  }),

  ep('chat/messages/user-timeline', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const other = state.user(params.userId);
    if (!other) throw new ApiError(d('NO_SUCH_USER', '11795c64-40ea-4198-b06e-3c873ed9039d', 'No such user.'));
    const xs = chatDb(state).messages.filter(
      (m) => (m.fromUserId === me.id && m.toUserId === other.id) || (m.fromUserId === other.id && m.toUserId === me.id),
    );
    markRead(state, me.id, `user:${other.id}`);
    return paginate(xs, params, 10).map((m) => packMessageLiteFor1on1(state, m));
  }),

  ep('chat/messages/room-timeline', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const r = room(state, params.roomId);
    if (!r || !canViewRoom(state, me, r)) throw new ApiError(noSuchRoom('c4d9f88c-9270-4632-b032-6ed8cee36f7f'));
    const xs = chatDb(state).messages.filter((m) => m.toRoomId === r.id);
    markRead(state, me.id, `room:${r.id}`);
    return paginate(xs, params, 10).map((m) => packMessageLiteForRoom(state, m));
  }),

  ep('chat/messages/search', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const db = chatDb(state);
    if (params.roomId != null) {
      const r = room(state, params.roomId);
      if (!r || !isRoomMember(state, r, me.id)) throw new ApiError(noSuchRoom('460b3669-81b0-4dc9-a997-44442141bf83'));
    }
    const q = params.query.toLowerCase();
    const inScope = (m: (typeof db.messages)[number]): boolean => {
      if (params.userId)
        return (m.fromUserId === me.id && m.toUserId === params.userId) || (m.fromUserId === params.userId && m.toUserId === me.id);
      if (params.roomId) return m.toRoomId === params.roomId;
      if (m.fromUserId === me.id || m.toUserId === me.id) return true;
      const r = m.toRoomId ? room(state, m.toRoomId) : undefined;
      return r != null && isRoomMember(state, r, me.id);
    };
    return db.messages
      .filter((m) => inScope(m) && (m.text ?? '').toLowerCase().includes(q))
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .slice(0, params.limit ?? 10)
      .map((m) => packMessageDetailed(state, m, me));
  }),

  ep('chat/messages/show', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const m = chatDb(state).messages.find((x) => x.id === params.messageId);
    // As in Misskey 2025.9: only the sender and a direct recipient (or a moderator) may open a message.
    if (!m || (m.fromUserId !== me.id && m.toUserId !== me.id && !isModerator(state, me)))
      throw new ApiError(noSuchMessage('3710865b-1848-4da9-8d61-cfed15510b93'));
    return packMessageDetailed(state, m, me);
  }),

  ep('chat/rooms/create', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const r: ChatRoomRec = { id: genId(), createdAt: Date.now(), ownerId: me.id, name: params.name, description: params.description ?? '' };
    chatDb(state).rooms.push(r);
    return packRoom(state, r, me);
  }),

  ep('chat/rooms/show', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const r = room(state, params.roomId);
    if (!r) throw new ApiError(noSuchRoom('857ae02f-8759-4d20-9adb-6e95fffe4fd7'));
    return packRoom(state, r, me);
  }),

  ep('chat/rooms/update', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const r = chatDb(state).rooms.find((x) => x.id === params.roomId && x.ownerId === me.id);
    if (!r) throw new ApiError(noSuchRoom('fcdb0f92-bda6-47f9-bd05-343e0e020932'));
    if (params.name !== undefined) r.name = params.name;
    if (params.description !== undefined) r.description = params.description;
    return packRoom(state, r, me);
  }),

  ep('chat/rooms/delete', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const r = room(state, params.roomId);
    if (!r) throw new ApiError(noSuchRoom('d4e3753d-97bf-4a19-ab8e-21080fbc0f4b'));
    if (r.ownerId !== me.id && !isModerator(state, me)) throw new ApiError(noSuchRoom('d4e3753d-97bf-4a19-ab8e-21080fbc0f4b'));
    deleteRoom(state, r);
  }),

  ep('chat/rooms/owned', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    return paginate(
      chatDb(state).rooms.filter((r) => r.ownerId === me.id),
      params,
      10,
    ).map((r) => packRoom(state, r, me));
  }),

  ep('chat/rooms/joining', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    return paginate(
      chatDb(state).memberships.filter((m) => m.userId === me.id),
      params,
      30,
    ).map((m) => packMembership(state, m, me, { room: true }));
  }),

  ep('chat/rooms/members', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const r = room(state, params.roomId);
    if (!r || !isRoomMember(state, r, me.id)) throw new ApiError(noSuchRoom('7b9fe84c-eafc-4d21-bf89-485458ed2c18'));
    return paginate(
      chatDb(state).memberships.filter((m) => m.roomId === r.id),
      params,
      30,
    ).map((m) => packMembership(state, m, me, { user: true }));
  }),

  ep('chat/rooms/join', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    join(state, me, params.roomId);
  }),

  ep('chat/rooms/leave', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    leave(state, me, params.roomId);
  }),

  ep('chat/rooms/mute', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const ms = chatDb(state).memberships.find((m) => m.roomId === params.roomId && m.userId === me.id);
    if (!ms) throw internal('No ChatRoomMembership found');
    ms.isMuted = params.mute;
  }),

  ep('chat/rooms/invitations/create', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const r = chatDb(state).rooms.find((x) => x.id === params.roomId && x.ownerId === me.id);
    if (!r) throw new ApiError(noSuchRoom('916f9507-49ba-4e90-b57f-1fd4deaa47a5'));
    const invitee = state.user(params.userId);
    if (!invitee) throw new ApiError(d('NO_SUCH_USER', '11795c64-40ea-4198-b06e-3c873ed9039d', 'No such user.'));
    const packed = packInvitation(state, invite(state, me, r, invitee), me);
    if (!packed) throw new ApiError(noSuchRoom('916f9507-49ba-4e90-b57f-1fd4deaa47a5'));
    return packed;
  }),

  ep('chat/rooms/invitations/inbox', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const xs = paginate(
      chatDb(state).invitations.filter((i) => i.userId === me.id && !i.ignored),
      params,
      10,
    );
    return xs.map((i) => packInvitation(state, i, me)).filter((x) => x != null);
  }),

  ep('chat/rooms/invitations/outbox', read, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'read');
    const r = chatDb(state).rooms.find((x) => x.id === params.roomId && x.ownerId === me.id);
    if (!r) throw new ApiError(noSuchRoom('a3c6b309-9717-4316-ae94-a69b53437237'));
    const xs = paginate(
      chatDb(state).invitations.filter((i) => i.roomId === r.id),
      params,
      10,
    );
    return xs.map((i) => packInvitation(state, i, me)).filter((x) => x != null);
  }),

  ep('chat/rooms/invitations/ignore', write, ({ state, me, params }) => {
    checkChatAvailability(state, me, 'write');
    const inv = chatDb(state).invitations.find((i) => i.roomId === params.roomId && i.userId === me.id);
    if (!inv) throw internal('No ChatRoomInvitation found');
    inv.ignored = true;
  }),
];
