import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { addMessages, applyEvent, groupReactions, type Message } from './model';

const msg = (id: string, extra: Partial<Message> = {}): Message => ({
  id,
  createdAt: '2025-01-01T00:00:00Z',
  fromUserId: 'a',
  text: id,
  reactions: [],
  ...extra,
});
const user = (id: string): entities.UserLite => ({
  id,
  username: id,
  name: null,
  host: null,
  avatarUrl: '',
  avatarBlurhash: null,
  avatarDecorations: [],
  isBot: false,
  isCat: false,
  emojis: {},
  onlineStatus: 'unknown',
  badgeRoles: [],
});

describe('chat conversation model', () => {
  it('keeps messages oldest first and each once (the sent message echoes on the channel)', () => {
    const list = addMessages([msg('b')], [msg('c'), msg('a')]);
    expect(list.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    const echoed = applyEvent(list, { type: 'message', message: msg('c', { text: 'echo' }) });
    expect(echoed.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(echoed[2]?.text).toBe('echo');
  });

  it('removes deleted messages', () => {
    expect(applyEvent([msg('a'), msg('b')], { type: 'deleted', id: 'a' }).map((x) => x.id)).toEqual(['b']);
  });

  it("adds and removes reactions: one of the kind in 1:1, the user's own in a room", () => {
    let list = [msg('a')];
    list = applyEvent(list, { type: 'react', messageId: 'a', reaction: '👍' });
    list = applyEvent(list, { type: 'react', messageId: 'a', reaction: '👍', user: user('u1') });
    list = applyEvent(list, { type: 'react', messageId: 'a', reaction: '👍', user: user('u2') });
    list = applyEvent(list, { type: 'unreact', messageId: 'a', reaction: '👍', user: user('u2') });
    expect(list[0]?.reactions.map((r) => r.user?.id ?? null)).toEqual([null, 'u1']);
    list = applyEvent(list, { type: 'unreact', messageId: 'a', reaction: '👍' });
    expect(list[0]?.reactions).toHaveLength(1);
    list = applyEvent(list, { type: 'unreact', messageId: 'a', reaction: '🎉' });
    expect(list[0]?.reactions).toHaveLength(1);
  });

  it("groups reactions with counts and marks the viewer's own", () => {
    const g = groupReactions(
      [
        { reaction: '👍', user: user('me') },
        { reaction: '👍', user: user('u') },
        { reaction: '🎉', user: user('u') },
      ],
      'me',
      (r) => r.user?.id === 'me',
    );
    expect(g).toEqual([
      { reaction: '👍', count: 2, byMe: true, users: ['me', 'u'] },
      { reaction: '🎉', count: 1, byMe: false, users: ['u'] },
    ]);
  });
});
