import { describe, expect, it } from 'vitest';
import { APP_ICON, PUSH_MAX_AGE_MS, pushView } from './notify';
import { readPush } from './payload';

const NOW = Date.UTC(2026, 10, 29, 8, 0, 0);
const carol = { id: 'u-carol', username: 'carol', host: null, name: 'Carol', avatarUrl: 'https://kite.example/avatar/carol.png' };
const frank = { id: 'u-frank', username: 'frank', host: 'remote.example', name: null, avatarUrl: null };
const note = { id: 'n1', text: 'Lunch poll', cw: null, files: [] };

function push(body: unknown, type = 'notification', dateTime = NOW) {
  const data = readPush({ type, body, userId: 'u-alice', dateTime });
  if (!data) throw new Error('not a push');
  return pushView(data, {}, NOW);
}

describe('push notifications as a Misskey user expects them', () => {
  it('a reaction: who reacted with what, the note’s text, the avatar, grouped per note and account, opening the note', () => {
    expect(push({ id: 'x1', type: 'reaction', user: carol, note, reaction: '👍' })).toEqual({
      title: 'Carol reacted 👍',
      body: 'Lunch poll',
      icon: carol.avatarUrl,
      tag: 'u-alice:reaction:n1',
      actions: [{ action: 'markAllRead', title: 'Mark all as read' }],
      data: { path: '/notes/n1', userId: 'u-alice', noteId: 'n1' },
    });
  });

  it('buttons: reply and renote on what was written to the account (renote only for public and home notes), follow back, accept or reject', () => {
    const actions = (body: unknown) => push(body)?.actions.map((a) => a.action);
    expect(actions({ id: 'b1', type: 'mention', user: carol, note: { ...note, visibility: 'public' } })).toEqual(['reply', 'renote']);
    expect(actions({ id: 'b2', type: 'reply', user: carol, note: { ...note, visibility: 'followers' } })).toEqual(['reply']);
    expect(actions({ id: 'b3', type: 'quote', user: carol, note: { ...note, visibility: 'home' } })).toEqual(['reply', 'renote']);
    expect(push({ id: 'b4', type: 'follow', user: carol })).toMatchObject({
      actions: [
        { action: 'followBack', title: 'Follow back' },
        { action: 'markAllRead', title: 'Mark all as read' },
      ],
      data: { otherUserId: 'u-carol' },
    });
    expect(actions({ id: 'b5', type: 'receiveFollowRequest', user: carol })).toEqual(['accept', 'reject']);
    expect(actions({ id: 'b6', type: 'login' })).toEqual(['markAllRead']);
    expect(push({ antenna: { id: 'ant1', name: 'Kites' }, note }, 'unreadAntennaNote')?.actions).toEqual([]);
  });

  it('note events: replies, mentions, renotes and quotes show the note (its CW rather than hidden text, and its files)', () => {
    expect(push({ id: 'x2', type: 'reply', user: carol, note: { ...note, text: 'secret', cw: 'spoiler' } })).toMatchObject({
      title: 'Carol replied',
      body: 'spoiler',
      tag: 'u-alice:note:n1',
    });
    expect(push({ id: 'x3', type: 'mention', user: carol, note: { ...note, files: [{}, {}] } })?.body).toBe('Lunch poll (2 files)');
    expect(push({ id: 'x4', type: 'renote', user: carol, note })?.title).toBe('Carol renoted your note');
    expect(push({ id: 'x5', type: 'quote', user: carol, note })?.title).toBe('Carol quoted your note');
    expect(push({ id: 'x6', type: 'pollEnded', user: carol, note })).toMatchObject({ title: 'A poll has ended', tag: 'u-alice:poll:n1' });
  });

  it('people: follows open the profile (remote users by acct, username when there is no name), requests the request list', () => {
    expect(push({ id: 'x7', type: 'follow', user: frank })).toMatchObject({
      title: 'frank followed you',
      body: '@frank@remote.example',
      icon: APP_ICON,
      tag: 'u-alice:follow:u-frank',
      data: { path: '/@frank@remote.example' },
    });
    expect(push({ id: 'x8', type: 'receiveFollowRequest', user: carol })?.data.path).toBe('/my/follow-requests');
    expect(push({ id: 'x9', type: 'followRequestAccepted', user: carol })?.title).toBe('Carol accepted your follow request');
  });

  it('the account’s own events, app notifications and types it does not know', () => {
    expect(push({ id: 'a1', type: 'achievementEarned', achievement: 'notes1' })).toMatchObject({
      title: 'Achievement unlocked',
      data: { path: '/my/achievements' },
    });
    expect(push({ id: 'a2', type: 'roleAssigned', role: { name: 'Supporter' } })?.title).toBe('You were given a role: Supporter');
    expect(push({ id: 'a3', type: 'app', header: 'Bot', body: 'Hello', icon: 'https://x.example/i.png' })).toMatchObject({
      title: 'Bot',
      body: 'Hello',
      icon: 'https://x.example/i.png',
      tag: 'u-alice:notification:a3',
    });
    expect(push({ id: 'a4', type: 'test' })?.title).toBe('Test notification');
    expect(push({ id: 'a5', type: 'somethingNew' })?.title).toBe('New notification');
  });

  it('antenna notes and chat messages open their timeline and conversation', () => {
    expect(push({ antenna: { id: 'ant1', name: 'Kites' }, note: { ...note, user: carol } }, 'unreadAntennaNote')).toMatchObject({
      title: 'New note in Kites',
      body: 'Carol: Lunch poll',
      tag: 'u-alice:antenna:ant1',
      data: { path: '/timeline/antenna/ant1' },
    });
    expect(push({ id: 'm1', fromUserId: 'u-carol', fromUser: carol, toRoomId: null, text: 'hi' }, 'newChatMessage')).toMatchObject({
      title: 'Carol sent you a message',
      body: 'hi',
      data: { path: '/chat/user/u-carol' },
    });
  });

  it('uses the texts the page sent, in the person’s language', () => {
    const data = readPush({ type: 'notification', userId: 'u-alice', dateTime: NOW, body: { id: 'y', type: 'follow', user: carol } });
    if (!data) throw new Error('not a push');
    expect(pushView(data, { 'pwa.pushFollow': '{user}さんにフォローされました' }, NOW)?.title).toBe('Carolさんにフォローされました');
  });

  it('shows nothing for a day-old push, read-all, or a payload it does not know', () => {
    expect(push({ id: 'old', type: 'follow', user: carol }, 'notification', NOW - PUSH_MAX_AGE_MS - 1)).toBeNull();
    expect(push(undefined, 'readAllNotifications')).toBeNull();
    expect(readPush({ type: 'driveFileCreated', userId: 'u', body: {} })).toBeNull();
    expect(readPush({ type: 'notification', body: {} })).toBeNull();
    expect(readPush('nonsense')).toBeNull();
  });
});
