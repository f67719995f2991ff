import { describe, expect, it, vi } from 'vitest';
import type { entities } from 'misskey-js';
import type { StreamService } from '@kite/sdk';
import { KernelInstance } from '../api/instance';
import type { Me } from '../accounts/types';
import { connectRealtime } from './realtime';

type Handler = (body: never) => void;

/** A stream double: top-level and `main` channel events can be emitted; sends are recorded. */
function fakeStream() {
  const top = new Map<string, Set<Handler>>();
  const main = new Map<string, Handler>();
  const sent: [string, unknown][] = [];
  let mainDisposed = false;
  const stream = {
    state: 'connected',
    started: true,
    on: (e: string, l: Handler) => {
      if (!top.has(e)) top.set(e, new Set());
      top.get(e)!.add(l);
      return () => top.get(e)!.delete(l);
    },
    useChannel: () => ({
      on: (e: string, l: Handler) => main.set(e, l),
      dispose: () => {
        mainDisposed = true;
      },
    }),
    send: (type: string, body?: unknown) => sent.push([type, body]),
  } as unknown as StreamService;
  return {
    stream,
    sent,
    emit: (e: string, body: unknown) => top.get(e)?.forEach((l) => l(body as never)),
    emitMain: (e: string, body?: unknown) => main.get(e)?.(body as never),
    get mainDisposed() {
      return mainDisposed;
    },
  };
}

function meSink(me: Partial<Me>) {
  const sink = {
    me: me as Me,
    updateMe: (p: Partial<Me>) => {
      sink.me = { ...sink.me, ...p };
    },
  };
  return sink;
}

const emoji = (name: string, url = `https://x.example/${name}.png`) =>
  ({ name, url, aliases: [], category: null }) as unknown as entities.EmojiSimple;
const announcement = (display: 'dialog' | 'normal') =>
  ({ id: `a-${display}`, title: 'Maintenance', text: 'Tonight', display }) as entities.Announcement;

describe('realtime mode events (spec 1 §7)', () => {
  it('applies emojiAdded / emojiUpdated / emojiDeleted to the emoji list', () => {
    const f = fakeStream();
    const instance = new KernelInstance({ origin: 'https://x.example' } as never, null);
    connectRealtime({ stream: f.stream, accounts: null, connectEmojis: (s) => instance.connect(s) });
    f.emit('emojiAdded', { emoji: emoji('kite') });
    expect(instance.emojiByName('kite')?.url).toBe('https://x.example/kite.png');
    f.emit('emojiUpdated', { emojis: [emoji('kite', 'https://x.example/kite2.png')] });
    expect(instance.emojiByName('kite')?.url).toBe('https://x.example/kite2.png');
    f.emit('emojiDeleted', { emojis: [emoji('kite')] });
    expect(instance.emojiByName('kite')).toBeUndefined();
  });

  // Showing dialog-display ones is the announcements extension's (notifications).
  it('announcementCreated marks it unread', () => {
    const f = fakeStream();
    const me = meSink({ hasUnreadAnnouncement: false, unreadAnnouncements: [] });
    connectRealtime({ stream: f.stream, accounts: me, connectEmojis: () => () => {} });
    f.emit('announcementCreated', { announcement: announcement('normal') });
    expect(me.me.hasUnreadAnnouncement).toBe(true);
    f.emit('announcementCreated', { announcement: announcement('dialog') });
    expect(me.me.unreadAnnouncements.map((a) => a.id)).toEqual(['a-normal', 'a-dialog']);
  });

  it('main channel: meUpdated, unread/read notifications, chat, announcements keep `i` current', () => {
    const f = fakeStream();
    const me = meSink({ name: 'Alice', unreadNotificationsCount: 2, hasUnreadNotification: true });
    connectRealtime({ stream: f.stream, accounts: me, connectEmojis: () => () => {}, isVisible: () => false });
    f.emitMain('meUpdated', { name: 'Alice :kite:' });
    expect(me.me.name).toBe('Alice :kite:');
    f.emitMain('unreadNotification', { id: 'n1' });
    expect(me.me.unreadNotificationsCount).toBe(3);
    f.emitMain('readAllNotifications');
    expect(me.me).toMatchObject({ hasUnreadNotification: false, unreadNotificationsCount: 0 });
    f.emitMain('newChatMessage', {});
    expect(me.me.hasUnreadChatMessages).toBe(true);
    f.emitMain('readAllAnnouncements');
    expect(me.me).toMatchObject({ hasUnreadAnnouncement: false, unreadAnnouncements: [] });
  });

  it('readNotification is sent for a notification with the page visible, not for test ones or a hidden page', () => {
    let visible = true;
    const f = fakeStream();
    const off = connectRealtime({
      stream: f.stream,
      accounts: meSink({}),
      connectEmojis: () => () => {},
      isVisible: () => visible,
    });
    f.emitMain('notification', { id: 'n1', type: 'follow' });
    expect(f.sent).toEqual([['readNotification', undefined]]);
    f.emitMain('notification', { id: 'n2', type: 'test' });
    visible = false;
    f.emitMain('notification', { id: 'n3', type: 'reply' });
    expect(f.sent).toHaveLength(1);
    off();
    expect(f.mainDisposed).toBe(true);
  });

  it('a visitor gets the broadcast events but no main channel', () => {
    const f = fakeStream();
    const useChannel = vi.spyOn(f.stream, 'useChannel');
    connectRealtime({ stream: f.stream, accounts: null, connectEmojis: () => () => {} });
    expect(useChannel).not.toHaveBeenCalled();
  });
});
