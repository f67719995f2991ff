import { describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { groupEmojis } from './emojiSearch';

const e = (name: string, category: string | null, aliases: string[] = []): entities.EmojiSimple => ({
  name,
  category,
  aliases,
  url: `https://x.test/${name}.png`,
});
const all = [e('kite', 'Birds', ['tako']), e('blobcat', 'Blobs'), e('blobfox', 'Blobs'), e('misc', null), e('owl', 'Birds')];

describe('groupEmojis', () => {
  it('groups by category, named ones alphabetically, the uncategorised last', () => {
    expect(groupEmojis(all, '').map((g) => [g.category, g.emojis.map((x) => x.name)])).toEqual([
      ['Birds', ['kite', 'owl']],
      ['Blobs', ['blobcat', 'blobfox']],
      [null, ['misc']],
    ]);
  });
  it('finds by name or alias, ignoring case and colons', () => {
    expect(groupEmojis(all, ':BLOBC').flatMap((g) => g.emojis.map((x) => x.name))).toEqual(['blobcat']);
    expect(groupEmojis(all, 'tako').flatMap((g) => g.emojis.map((x) => x.name))).toEqual(['kite']);
    expect(groupEmojis(all, 'nothing')).toEqual([]);
  });
});
