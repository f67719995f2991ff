import type { IconSpec } from '@kite/sdk';

/** What a palette entry is; shown beside its title. */
export type PaletteKind = 'command' | 'page' | 'settings' | 'account' | 'list' | 'antenna' | 'channel';

/** One entry of the palette, its texts already in the person's language. */
export interface PaletteItem {
  /** Stable across sessions (`command:compose.open`, `list:<id>`): the recent list keeps these. */
  id: string;
  kind: PaletteKind;
  title: string;
  /** More words that find it (a settings page's settings, an account's display name). */
  words: readonly string[];
  icon?: IconSpec;
  run: () => unknown;
}

/** Case, width and accents do not matter: `Ｄａｒｋ` and `dark`, `é` and `e` match. */
export function fold(s: string): string {
  return s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How well one folded query token fits an item; 0 when it does not. */
function tokenScore(token: string, title: string, words: readonly string[]): number {
  if (title.startsWith(token)) return 100;
  if (title.split(/[\s/・、,.:_-]+/u).some((w) => w.startsWith(token))) return 60;
  if (title.includes(token)) return 40;
  if (words.some((w) => w.startsWith(token))) return 25;
  if (words.some((w) => w.includes(token))) return 15;
  return 0;
}

/** Bonus for a recent item, the newest most; enough to lead among equal matches, not to beat a better one. */
const RECENT_BONUS = 30;

/**
 * The items that match every word of `query`, best first; recent items (`recent`, newest first)
 * come first among equals. An empty query lists the recent items first, then the rest in order.
 */
export function rank<T extends Pick<PaletteItem, 'id' | 'title' | 'words'>>(
  items: readonly T[],
  query: string,
  recent: readonly string[],
): T[] {
  const tokens = fold(query).split(/\s+/u).filter(Boolean);
  const recency = (id: string) => {
    const i = recent.indexOf(id);
    return i < 0 ? 0 : RECENT_BONUS * (1 - i / Math.max(recent.length, 1));
  };
  const scored: { item: T; score: number; at: number }[] = [];
  items.forEach((item, at) => {
    const title = fold(item.title);
    const words = item.words.map(fold);
    let score = 0;
    for (const t of tokens) {
      const s = tokenScore(t, title, words);
      if (s === 0) return;
      score += s;
    }
    scored.push({ item, score: score + recency(item.id), at });
  });
  return scored.sort((a, b) => b.score - a.score || a.at - b.at).map((s) => s.item);
}

/** The recent list after choosing `id`: it moves to the front, at most `max` kept. */
export function pushRecent(recent: readonly string[], id: string, max = RECENT_MAX): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, max);
}

/** How many chosen items the palette remembers per account. */
export const RECENT_MAX = 8;
