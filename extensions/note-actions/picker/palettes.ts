import type { Palette } from './sections';

/** Rules of the emoji palettes: the main one, adding without duplicates, moving one emoji. */

/** The palette the picker shows first: the chosen one if it still exists, else the first (Misskey's rule for `emojiPaletteForReaction`). */
export function mainPaletteId(palettes: readonly Palette[], chosen: string | null): string | null {
  if (chosen && palettes.some((p) => p.id === chosen)) return chosen;
  return palettes[0]?.id ?? null;
}

/** The palettes in the picker's order: the main one first, the rest as they are. */
export function pickerOrder(palettes: readonly Palette[], chosen: string | null): Palette[] {
  const main = mainPaletteId(palettes, chosen);
  return [...palettes.filter((p) => p.id === main), ...palettes.filter((p) => p.id !== main)];
}

export function addEmoji(emojis: readonly string[], e: string): string[] {
  return emojis.includes(e) ? [...emojis] : [...emojis, e];
}

/** Moves the emoji at `i` one place earlier (-1) or later (+1); at an end nothing moves. */
export function moveEmoji(emojis: readonly string[], i: number, by: -1 | 1): string[] {
  const j = i + by;
  if (i < 0 || i >= emojis.length || j < 0 || j >= emojis.length) return [...emojis];
  const out = [...emojis];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export function newPaletteId(now = Date.now(), random = Math.random): string {
  return (
    now.toString(36) +
    Math.floor(random() * 36 ** 4)
      .toString(36)
      .padStart(4, '0')
  );
}
