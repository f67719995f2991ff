import { describe, expect, it } from 'vitest';
import { byCategory, categoriesOf, detailed, draftOf, fieldsOf, nameFromFile, parseAliases, validName } from './emojiData';

describe('emoji data', () => {
  it('reads the detailed fields of a list entry, defaulting what is missing', () => {
    const base = { id: '1', name: 'a', aliases: [], category: null, host: null, url: 'https://x/a.png' };
    expect(
      detailed({ ...base, ...{ license: 'CC0', isSensitive: true, roleIdsThatCanBeUsedThisEmojiAsReaction: ['r', 3] } }),
    ).toMatchObject({
      license: 'CC0',
      isSensitive: true,
      localOnly: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r'],
    });
    expect(detailed(base)).toMatchObject({ license: null, isSensitive: false, roleIdsThatCanBeUsedThisEmojiAsReaction: [] });
  });

  it('parses aliases, checks names and derives a name from a file', () => {
    expect(parseAliases(' cat  kitty\u3000cat ')).toEqual(['cat', 'kitty']);
    expect(validName('blob_cat2')).toBe(true);
    expect(validName('blob-cat')).toBe(false);
    expect(nameFromFile('party parrot.gif')).toBe('party_parrot');
  });

  it('groups by category with the uncategorised last', () => {
    const list = [
      { name: 'z', category: 'B' },
      { name: 'y', category: null },
      { name: 'a', category: 'B' },
      { name: 'c', category: 'A' },
    ];
    expect(byCategory(list).map(([c, es]) => [c, es.map((e) => e.name)])).toEqual([
      ['A', ['c']],
      ['B', ['a', 'z']],
      [null, ['y']],
    ]);
    expect(categoriesOf(list)).toEqual(['A', 'B']);
  });

  it('turns a draft into request fields', () => {
    const d = { ...draftOf(null), name: 'x', aliases: 'a b', category: ' ', fileId: 'f1' };
    expect(fieldsOf(d)).toEqual({
      name: 'x',
      category: null,
      aliases: ['a', 'b'],
      license: null,
      isSensitive: false,
      localOnly: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
      fileId: 'f1',
    });
  });
});
