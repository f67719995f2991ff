import { describe, expect, it } from 'vitest';
import { buildList, loadUnicodeEmoji, searchUnicode, withSkinTone } from './unicodeEmoji';

describe('unicode emoji', () => {
  it('loads every emoji of the shipped data, by category', async () => {
    const list = await loadUnicodeEmoji();
    expect(list.length).toBeGreaterThan(1800);
    expect(list.find((e) => e.char === '👍')).toMatchObject({ name: '+1', category: 'people' });
    expect(new Set(list.map((e) => e.category)).size).toBe(9);
  });

  it('searches names first, then keywords (aliases)', () => {
    const list = buildList(
      [
        ['😀', 'grinning', 0],
        ['🐱', 'cat', 2],
        ['😺', 'smiley_cat', 0],
        ['🐈', 'cat2', 2],
      ],
      { '😀': ['face', 'smile'], '🐈': ['animal', 'pet'] },
    );
    expect(searchUnicode(list, 'cat').map((e) => e.char)).toEqual(['🐱', '🐈', '😺']);
    expect(searchUnicode(list, ':pet:').map((e) => e.char)).toEqual(['🐈']);
    expect(searchUnicode(list, 'smile').map((e) => e.char)).toEqual(['😺', '😀']);
    expect(searchUnicode(list, '  ')).toEqual([]);
  });

  it('puts a skin tone on single-person emoji only', () => {
    expect(withSkinTone('👍', 3)).toBe('👍\u{1F3FD}');
    expect(withSkinTone('👍', 0)).toBe('👍');
    expect(withSkinTone('✌️', 1)).toBe('✌\u{1F3FB}');
    expect(withSkinTone('🏃‍♀️', 5)).toBe('🏃\u{1F3FF}‍♀️');
    expect(withSkinTone('😀', 2)).toBe('😀');
    expect(withSkinTone('👨‍👩‍👧', 2)).toBe('👨‍👩‍👧');
  });
});
