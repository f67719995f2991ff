import { describe, expect, it } from 'vitest';
import { isChanged, newRow, requestOf, rowOf } from './gridRows';

const emoji = {
  id: 'e1',
  name: 'cat',
  category: 'Animals',
  aliases: ['kitty'],
  host: null,
  url: 'https://x/cat.png',
  license: null,
  isSensitive: false,
  localOnly: false,
  roleIdsThatCanBeUsedThisEmojiAsReaction: [],
};

describe('grid rows', () => {
  it('an existing row is changed once a field differs, and saves with update', () => {
    const row = rowOf(emoji);
    expect(isChanged(row)).toBe(false);
    const edited = { ...row, draft: { ...row.draft, category: 'Cats' } };
    expect(isChanged(edited)).toBe(true);
    expect(requestOf(edited)).toMatchObject({ endpoint: 'admin/emoji/update', params: { id: 'e1', category: 'Cats', aliases: ['kitty'] } });
  });

  it('an uploaded file becomes a new row named after it, saved with add; a bad name is not sent', () => {
    const row = newRow({ id: 'f1', name: 'party parrot.gif', url: 'https://x/p.gif' });
    expect(isChanged(row)).toBe(true);
    expect(requestOf(row)).toMatchObject({ endpoint: 'admin/emoji/add', params: { name: 'party_parrot', fileId: 'f1' } });
    expect(requestOf({ ...row, draft: { ...row.draft, name: 'bad-name' } })).toBeNull();
  });
});
