import { describe, expect, it } from 'vitest';
import { fold, pushRecent, rank } from './match';

const item = (id: string, title: string, words: string[] = []) => ({ id, title, words });
const items = [
  item('command:compose.open', 'Compose a note'),
  item('command:theme.toggleDark', 'Toggle dark mode', ['theme']),
  item('settings:preferences', 'Preferences', ['Dark mode', 'Reaction picker size']),
  item('page:/notifications', 'Notifications'),
  item('list:1', 'Friends from work'),
  item('settings:theme', 'テーマ'),
];
const ids = (list: { id: string }[]) => list.map((i) => i.id);

describe('palette ranking', () => {
  it('finds by the start of the title first, then a word, then inside, then the keywords', () => {
    expect(ids(rank(items, 'comp', []))).toEqual(['command:compose.open']);
    expect(ids(rank(items, 'dark', []))).toEqual(['command:theme.toggleDark', 'settings:preferences']);
    expect(ids(rank(items, 'work', []))).toEqual(['list:1']);
    expect(ids(rank(items, 'picker', []))).toEqual(['settings:preferences']);
  });

  it('needs every word of the query', () => {
    expect(ids(rank(items, 'dark toggle', []))).toEqual(['command:theme.toggleDark']);
    expect(rank(items, 'dark zebra', [])).toEqual([]);
  });

  it('ignores case, width and accents, and matches Japanese', () => {
    expect(fold('Ｄａｒｋ Café')).toBe('dark cafe');
    expect(ids(rank(items, 'ＮＯＴＩＦ', []))).toEqual(['page:/notifications']);
    expect(ids(rank(items, 'テー', []))).toEqual(['settings:theme']);
  });

  it('puts recent items first: all of them on an empty query, and among equal matches', () => {
    expect(ids(rank(items, '', ['list:1', 'page:/notifications'])).slice(0, 3)).toEqual([
      'list:1',
      'page:/notifications',
      'command:compose.open',
    ]);
    const friends = [...items, item('list:2', 'Friends abroad')];
    expect(ids(rank(friends, 'friends', ['list:2']))).toEqual(['list:2', 'list:1']);
    // A recent item does not beat a better match.
    expect(ids(rank(items, 'dark', ['settings:preferences']))).toEqual(['command:theme.toggleDark', 'settings:preferences']);
  });

  it('keeps a bounded recent list, newest first, without repeats', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
});
