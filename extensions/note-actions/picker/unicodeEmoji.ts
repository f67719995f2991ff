/**
 * Every unicode emoji by category, from Misskey's own emoji data (@misskey-dev/emoji-data,
 * the list Misskey's picker uses), with English keywords for search. Loaded on the first
 * picker open, never in the first bundle.
 */
export const CATEGORIES = [
  'face',
  'people',
  'animals_and_nature',
  'food_and_drink',
  'activity',
  'travel_and_places',
  'objects',
  'symbols',
  'flags',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface UnicodeEmoji {
  char: string;
  /** Misskey's short name, e.g. "thumbsup" (searchable as :thumbsup:). */
  name: string;
  category: Category;
  keywords: readonly string[];
}

let loaded: Promise<UnicodeEmoji[]> | null = null;

export function loadUnicodeEmoji(): Promise<UnicodeEmoji[]> {
  loaded ??= Promise.all([import('@misskey-dev/emoji-data/emojilist.json'), import('@misskey-dev/emoji-data/indexes/en-US.json')]).then(
    ([list, index]) => buildList(list.default, index.default),
  );
  return loaded;
}

export function buildList(
  list: readonly (readonly [string, string, number])[],
  index: Readonly<Record<string, readonly string[]>>,
): UnicodeEmoji[] {
  return list.map(([char, name, cat]) => ({ char, name, category: CATEGORIES[cat] ?? 'symbols', keywords: index[char] ?? [] }));
}

/** Search a name or keyword: exact name, then name prefix, then name part, then keyword; at most `limit`. */
export function searchUnicode(list: readonly UnicodeEmoji[], query: string, limit = 80): UnicodeEmoji[] {
  const q = query.trim().toLowerCase().replace(/^:|:$/g, '');
  if (!q) return [];
  const ranked: [number, UnicodeEmoji][] = [];
  for (const e of list) {
    const rank =
      e.name === q
        ? 0
        : e.name.startsWith(q)
          ? 1
          : e.name.includes(q)
            ? 2
            : e.keywords.some((k) => k.toLowerCase().startsWith(q))
              ? 3
              : e.keywords.some((k) => k.toLowerCase().includes(q))
                ? 4
                : -1;
    if (rank >= 0) ranked.push([rank, e]);
  }
  return ranked
    .sort((a, b) => a[0] - b[0])
    .slice(0, limit)
    .map((x) => x[1]);
}

/** The Fitzpatrick modifiers, lightest first (index 0 is no modifier: the default yellow). */
export const SKIN_TONES = ['', '\u{1F3FB}', '\u{1F3FC}', '\u{1F3FD}', '\u{1F3FE}', '\u{1F3FF}'] as const;

const MODIFIER_BASE = /\p{Emoji_Modifier_Base}/u;

/**
 * The emoji in a skin tone (0–5), where it takes one: the modifier follows the single person
 * in it (a variation selector there is dropped). Several people (families, couples) and
 * non-person emoji stay as they are.
 */
export function withSkinTone(char: string, tone: number): string {
  const mod = SKIN_TONES[tone];
  if (!mod) return char;
  const cps = Array.from(char);
  const bases = cps.filter((c) => MODIFIER_BASE.test(c));
  if (bases.length !== 1 || cps.some((c) => SKIN_TONES.includes(c as (typeof SKIN_TONES)[number]) && c !== '')) return char;
  const out: string[] = [];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i];
    out.push(c);
    if (MODIFIER_BASE.test(c)) {
      out.push(mod);
      if (cps[i + 1] === '\uFE0F') i++;
    }
  }
  return out.join('');
}
