import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { streamDouble } from './stream';
import { noteFixture } from './fixtures/notes';

describe('stream double', () => {
  it('delivers channel events to the open connections of that channel only, until disposed', () => {
    const stream = streamDouble();
    const heard: string[] = [];
    const local = stream.useChannel('localTimeline').on('note', (n) => void heard.push(`local ${n.id}`));
    stream.useChannel('homeTimeline').on('note', (n) => void heard.push(`home ${n.id}`));
    expect(stream.emit('localTimeline', 'note', noteFixture({ id: 'a' }))).toBe(1);
    local.dispose();
    expect(stream.emit('localTimeline', 'note', noteFixture({ id: 'b' }))).toBe(0);
    expect(heard).toEqual(['local a']);
    expect(stream.channels('localTimeline').map((c) => c.disposed)).toEqual([true]);
    expect(stream.openChannels('homeTimeline')).toHaveLength(1);
  });

  it('records what is sent, and counts as started once used', () => {
    const stream = streamDouble({ state: 'initializing' });
    expect(stream.started).toBe(false);
    const main = stream.useChannel('main');
    stream.send('readNotification');
    expect(stream.started).toBe(true);
    expect(stream.sent).toEqual([{ type: 'readNotification', body: undefined }]);
    expect(main.listenerCount('notification')).toBe(0);
  });

  it('tells state listeners of each change; a reconnect runs the reconnect listeners once connected', () => {
    const stream = streamDouble({ state: 'connected' });
    const states: string[] = [];
    stream.subscribe(() => void states.push(stream.state));
    const off = stream.onReconnect(() => void states.push(`caught up while ${stream.state}`));
    stream.setState('reconnecting');
    stream.reconnect();
    off();
    stream.reconnect();
    expect(states).toEqual(['reconnecting', 'connected', 'caught up while connected', 'connected']);
  });

  it('keeps note subscriptions per note, delivers their updates, and records every end', () => {
    const stream = streamDouble();
    const events: string[] = [];
    const offA = stream.subNote('a', (e) => void events.push(`${e.id} ${e.type}`));
    stream.subNote('b', (e) => void events.push(`${e.id} ${e.type}`));
    stream.updateNote({ id: 'a', type: 'reacted', body: { reaction: '👍', userId: 'u' } });
    offA();
    offA();
    stream.updateNote({ id: 'a', type: 'deleted', body: {} });
    expect(events).toEqual(['a reacted']);
    expect(stream.subscribedNotes).toEqual(['a', 'b']);
    expect(stream.unsubscribedNotes).toEqual(['a']);
    expect(stream.noteListenerCount('b')).toBe(1);
  });

  it('broadcasts top-level events to their listeners', () => {
    const stream = streamDouble();
    const added: entities.EmojiDetailed[] = [];
    const off = stream.on('emojiAdded', ({ emoji }) => void added.push(emoji));
    const emoji: entities.EmojiDetailed = {
      id: 'e1',
      name: 'kite',
      url: 'https://kite.example/kite.png',
      aliases: [],
      category: null,
      host: null,
      license: null,
      isSensitive: false,
      localOnly: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    };
    stream.broadcast('emojiAdded', { emoji });
    off();
    stream.broadcast('emojiAdded', { emoji });
    expect(added).toEqual([emoji]);
  });
});
