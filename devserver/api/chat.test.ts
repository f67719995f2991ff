import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';

let h: Harness;
let alice: string;
let bob: string;
let carol: string;
let dave: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  h = await startHarness();
  [alice, bob, carol, dave] = await Promise.all(['alice', 'bob', 'carol', 'dave'].map((u) => h.signin(u)));
  for (const u of ['alice', 'bob', 'carol', 'dave', 'erin']) ids[u] = (await h.call('users/show', { username: u })).body.id;
});
afterAll(async () => {
  await h.close();
});

describe('chat between two users (Misskey 2025.9 shapes)', () => {
  it("sends a message that arrives on the recipient's chatUser channel and marks the conversation unread", async () => {
    const stream = h.stream(carol);
    await connected(stream);
    const ch = stream.useChannel('chatUser', { otherId: ids.alice });
    await new Promise((r) => setTimeout(r, 50));
    const arrived = waitFor<entities.ChatMessageLite>((r) => ch.on('message', r));
    const sent = await h.call('chat/messages/create-to-user', { toUserId: ids.carol, text: '  hello carol ' }, alice);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      text: 'hello carol',
      fromUserId: ids.alice,
      toUserId: ids.carol,
      fileId: null,
      file: null,
      reactions: [],
    });
    expect(sent.body.fromUser).toBeUndefined();
    expect((await arrived).id).toBe(sent.body.id);
    expect((await h.call('i', {}, carol)).body.hasUnreadChatMessages).toBe(true);

    const history = await h.call('chat/history', {}, carol);
    expect(history.body[0]).toMatchObject({
      id: sent.body.id,
      isRead: false,
      toRoomId: null,
      fromUser: { username: 'alice' },
      toUser: { username: 'carol' },
    });
    expect(history.body[0].toRoom).toBeUndefined();

    // Reading on the channel clears the marker, as Misskey's `read` does.
    ch.send('read', { id: sent.body.id });
    await new Promise((r) => setTimeout(r, 50));
    expect((await h.call('i', {}, carol)).body.hasUnreadChatMessages).toBe(false);
    expect((await h.call('chat/history', {}, carol)).body[0].isRead).toBe(true);
  });

  it('answers scope, self, empty and policy errors like Misskey', async () => {
    // erin and alice do not follow each other; alice's chat scope is mutual.
    const scope = await h.call('chat/messages/create-to-user', { toUserId: ids.alice, text: 'hi' }, await h.signin('erin'));
    expect(scope.status).toBe(500);
    expect(scope.body.error).toMatchObject({ code: 'INTERNAL_ERROR', info: { e: { message: 'recipient is cannot chat (mutual)' } } });
    expect((await h.call('chat/messages/create-to-user', { toUserId: ids.alice, text: 'me' }, alice)).body.error.code).toBe(
      'RECIPIENT_IS_YOURSELF',
    );
    expect((await h.call('chat/messages/create-to-user', { toUserId: ids.carol, text: '  ' }, alice)).body.error.code).toBe(
      'CONTENT_REQUIRED',
    );
    // dave's role makes chat unavailable: even reading fails.
    const denied = await h.call('chat/history', {}, dave);
    expect(denied.status).toBe(500);
    expect(denied.body.error.info.e.message).toBe('ROLE_PERMISSION_DENIED');
  });

  it('pages the user timeline newest first, reacts and deletes with stream events', async () => {
    const a = await h.call('chat/messages/create-to-user', { toUserId: ids.alice, text: 'from carol' }, carol);
    const tl = await h.call('chat/messages/user-timeline', { userId: ids.alice, limit: 10 }, carol);
    expect(tl.body[0].id).toBe(a.body.id);
    expect(tl.body[1].text).toBe('hello carol');
    const older = await h.call('chat/messages/user-timeline', { userId: ids.alice, untilId: a.body.id }, carol);
    expect(older.body.map((m: { id: string }) => m.id)).not.toContain(a.body.id);

    const stream = h.stream(carol);
    await connected(stream);
    const ch = stream.useChannel('chatUser', { otherId: ids.alice });
    await new Promise((r) => setTimeout(r, 50));
    const reacted = waitFor<{ reaction: string; messageId: string }>((r) => ch.on('react', r));
    expect((await h.call('chat/messages/react', { messageId: a.body.id, reaction: '👍' }, alice)).status).toBe(204);
    expect(await reacted).toEqual({ messageId: a.body.id, reaction: '👍' });
    expect((await h.call('chat/messages/react', { messageId: a.body.id, reaction: '👍' }, carol)).body.error.info.e.message).toBe(
      'cannot react to own message',
    );
    const shown = await h.call('chat/messages/show', { messageId: a.body.id }, carol);
    expect(shown.body.reactions).toEqual([{ reaction: '👍', user: expect.objectContaining({ username: 'alice' }) }]);

    const deleted = waitFor<string>((r) => ch.on('deleted', r));
    await h.call('chat/messages/delete', { messageId: a.body.id }, carol);
    expect(await deleted).toBe(a.body.id);
    expect((await h.call('chat/messages/show', { messageId: a.body.id }, carol)).body.error.code).toBe('NO_SUCH_MESSAGE');
  });
});

describe('chat rooms', () => {
  it('creates a room, invites, joins, and delivers room messages on chatRoom', async () => {
    const room = await h.call('chat/rooms/create', { name: 'Kite room', description: 'about kites' }, alice);
    expect(room.body).toMatchObject({
      name: 'Kite room',
      description: 'about kites',
      ownerId: ids.alice,
      isMuted: false,
      invitationExists: false,
    });
    const inv = await h.call('chat/rooms/invitations/create', { roomId: room.body.id, userId: ids.carol }, alice);
    expect(inv.body).toMatchObject({ roomId: room.body.id, userId: ids.carol, user: { username: 'carol' }, room: { name: 'Kite room' } });
    expect(
      (await h.call('chat/rooms/invitations/create', { roomId: room.body.id, userId: ids.carol }, alice)).body.error.info.e.message,
    ).toBe('already invited');
    expect((await h.call('chat/rooms/show', { roomId: room.body.id }, carol)).body.invitationExists).toBe(true);
    const inbox = await h.call('chat/rooms/invitations/inbox', {}, carol);
    expect(inbox.body[0].id).toBe(inv.body.id);
    const notes = await h.call('i/notifications', { limit: 5 }, carol);
    const n = notes.body.find((x: { type: string }) => x.type === 'chatRoomInvitationReceived');
    expect(n).toMatchObject({ user: { username: 'alice' }, invitation: { id: inv.body.id, user: { username: 'carol' } } });

    // Not a member yet: the room's messages stay hidden.
    expect((await h.call('chat/messages/room-timeline', { roomId: room.body.id }, carol)).body.error.code).toBe('NO_SUCH_ROOM');
    expect((await h.call('chat/rooms/join', { roomId: room.body.id }, carol)).status).toBe(204);
    const members = await h.call('chat/rooms/members', { roomId: room.body.id }, alice);
    expect(members.body.map((m: { user: { username: string } }) => m.user.username)).toEqual(['carol']);
    const joining = await h.call('chat/rooms/joining', {}, carol);
    expect(joining.body[0]).toMatchObject({ roomId: room.body.id, room: { name: 'Kite room' } });
    expect(joining.body[0].user).toBeUndefined();

    const stream = h.stream(carol);
    await connected(stream);
    const ch = stream.useChannel('chatRoom', { roomId: room.body.id });
    await new Promise((r) => setTimeout(r, 50));
    const arrived = waitFor<entities.ChatMessageLite>((r) => ch.on('message', r));
    const sent = await h.call('chat/messages/create-to-room', { toRoomId: room.body.id, text: 'welcome' }, alice);
    expect(sent.body).toMatchObject({ text: 'welcome', toRoomId: room.body.id, fromUser: { username: 'alice' } });
    expect((await arrived).text).toBe('welcome');
    expect((await h.call('chat/history', { room: true }, carol)).body[0]).toMatchObject({
      id: sent.body.id,
      isRead: false,
      toRoom: { name: 'Kite room' },
    });
    expect((await h.call('chat/messages/room-timeline', { roomId: room.body.id }, carol)).body[0].id).toBe(sent.body.id);
    expect((await h.call('chat/history', { room: true }, carol)).body[0].isRead).toBe(true);

    // bob is no member: he cannot post; the owner updates; carol leaves.
    expect((await h.call('chat/messages/create-to-room', { toRoomId: room.body.id, text: 'x' }, bob)).body.error.info.e.message).toBe(
      'you are not a member of the room',
    );
    expect((await h.call('chat/rooms/update', { roomId: room.body.id, name: 'Renamed' }, carol)).body.error.code).toBe('NO_SUCH_ROOM');
    expect((await h.call('chat/rooms/update', { roomId: room.body.id, name: 'Renamed' }, alice)).body.name).toBe('Renamed');
    expect((await h.call('chat/rooms/leave', { roomId: room.body.id }, carol)).status).toBe(204);
    expect((await h.call('chat/rooms/members', { roomId: room.body.id }, alice)).body).toEqual([]);
  });
});
