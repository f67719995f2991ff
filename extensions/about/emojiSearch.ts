import type { entities } from 'misskey-js';

/** Emojis whose name or an alias contains the query (case-insensitive, colons ignored), by category in order. */
export function groupEmojis(
  emojis: readonly entities.EmojiSimple[],
  query: string,
): { category: string | null; emojis: entities.EmojiSimple[] }[] {
  const q = query.trim().toLowerCase().replace(/:/g, '');
  const hits = q ? emojis.filter((e) => e.name.toLowerCase().includes(q) || e.aliases.some((a) => a.toLowerCase().includes(q))) : emojis;
  const groups = new Map<string | null, entities.EmojiSimple[]>();
  for (const e of hits) {
    const key = e.category || null;
    const list = groups.get(key);
    if (list) list.push(e);
    else groups.set(key, [e]);
  }
  // Named categories alphabetically; the uncategorised last.
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([category, list]) => ({ category, emojis: list.sort((x, y) => x.name.localeCompare(y.name)) }));
}
