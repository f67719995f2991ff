import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { meFixture, mockApi, notificationFixture, noteFixture, streamDouble, userLiteFixture } from '@kite/sdk/testing';
import { KernelInstance } from '../api/instance';
import type { Me } from '../accounts/types';
import { connectRealtime } from './realtime';

/** The account the main channel keeps current. */
function meSink(me: Partial<Me>) {
  const sink = {
    me: meFixture(me),
    updateMe: (p: Partial<Me>) => {
      sink.me = { ...sink.me, ...p };
    },
  };
  return sink;
}

const emoji = (name: string, url = `https://x.example/${name}.png`): entities.EmojiDetailed => ({
  id: `e-${name}`,
  name,
  url,
  aliases: [],
  category: null,
  host: null,
  license: null,
  isSensitive: false,
  localOnly: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
});
const announcement = (display: 'dialog' | 'normal'): entities.Announcement => ({
  id: `a-${display}`,
  createdAt: new Date(0).toISOString(),
  updatedAt: null,
  title: 'Maintenance',
  text: 'Tonight',
  imageUrl: null,
  icon: 'info',
  display,
  needConfirmationToRead: false,
  silence: false,
  forYou: false,
});
const chatMessage = (): entities.ChatMessage => {
  const from = userLiteFixture();
  return { id: 'c1', createdAt: new Date(0).toISOString(), fromUserId: from.id, fromUser: from, text: 'hi', reactions: [] };
};

describe('realtime mode events (spec 1 §7)', () => {
  it('applies emojiAdded / emojiUpdated / emojiDeleted to the emoji list', () => {
    const stream = streamDouble({ started: true });
    const instance = new KernelInstance(mockApi({}, { origin: 'https://x.example' }), null);
    connectRealtime({ stream, accounts: null, connectEmojis: (s) => instance.connect(s) });
    stream.broadcast('emojiAdded', { emoji: emoji('kite') });
    expect(instance.emojiByName('kite')?.url).toBe('https://x.example/kite.png');
    stream.broadcast('emojiUpdated', { emojis: [emoji('kite', 'https://x.example/kite2.png')] });
    expect(instance.emojiByName('kite')?.url).toBe('https://x.example/kite2.png');
    stream.broadcast('emojiDeleted', { emojis: [emoji('kite')] });
    expect(instance.emojiByName('kite')).toBeUndefined();
  });

  // Showing dialog-display ones is the announcements extension's (notifications).
  it('announcementCreated marks it unread', () => {
    const stream = streamDouble({ started: true });
    const me = meSink({ hasUnreadAnnouncement: false, unreadAnnouncements: [] });
    connectRealtime({ stream, accounts: me, connectEmojis: () => () => {} });
    stream.broadcast('announcementCreated', { announcement: announcement('normal') });
    expect(me.me.hasUnreadAnnouncement).toBe(true);
    stream.broadcast('announcementCreated', { announcement: announcement('dialog') });
    expect(me.me.unreadAnnouncements.map((a) => a.id)).toEqual(['a-normal', 'a-dialog']);
  });

  it('main channel: meUpdated, unread/read notifications, chat, announcements keep `i` current', () => {
    const stream = streamDouble({ started: true });
    const me = meSink({ name: 'Alice', unreadNotificationsCount: 2, hasUnreadNotification: true });
    connectRealtime({ stream, accounts: me, connectEmojis: () => () => {}, isVisible: () => false });
    stream.emit('main', 'meUpdated', { ...me.me, name: 'Alice :kite:' });
    expect(me.me.name).toBe('Alice :kite:');
    stream.emit('main', 'unreadNotification', notificationFixture(undefined, { id: 'n1' }));
    expect(me.me.unreadNotificationsCount).toBe(3);
    stream.emit('main', 'readAllNotifications');
    expect(me.me).toMatchObject({ hasUnreadNotification: false, unreadNotificationsCount: 0 });
    stream.emit('main', 'newChatMessage', chatMessage());
    expect(me.me.hasUnreadChatMessages).toBe(true);
    stream.emit('main', 'readAllAnnouncements');
    expect(me.me).toMatchObject({ hasUnreadAnnouncement: false, unreadAnnouncements: [] });
  });

  it('readNotification is sent for a notification with the page visible, not for test ones or a hidden page', () => {
    let visible = true;
    const stream = streamDouble({ started: true });
    const off = connectRealtime({
      stream,
      accounts: meSink({}),
      connectEmojis: () => () => {},
      isVisible: () => visible,
    });
    const from = userLiteFixture();
    stream.emit('main', 'notification', notificationFixture(undefined, { id: 'n1' }));
    expect(stream.sent).toEqual([{ type: 'readNotification', body: undefined }]);
    stream.emit('main', 'notification', notificationFixture({ type: 'test' }, { id: 'n2' }));
    visible = false;
    stream.emit(
      'main',
      'notification',
      notificationFixture({ type: 'reply', user: from, userId: from.id, note: noteFixture() }, { id: 'n3' }),
    );
    expect(stream.sent).toHaveLength(1);
    off();
    expect(stream.channels('main').map((c) => c.disposed)).toEqual([true]);
  });

  it('a visitor gets the broadcast events but no main channel', () => {
    const stream = streamDouble({ started: true });
    connectRealtime({ stream, accounts: null, connectEmojis: () => () => {} });
    expect(stream.channels('main')).toEqual([]);
  });
});
