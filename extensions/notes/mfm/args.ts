/**
 * Argument rules for MFM functions (spec 2 §5). Every value that reaches a `style` goes
 * through one of these, so a note can only ever produce a fixed shape of CSS: a hex
 * colour, a number of seconds, a bounded number, or a keyword from a list.
 */
export type FnArgs = Readonly<Record<string, string | true>>;

const HEX = /^[0-9a-f]{3,6}$/i;
const SECONDS = /^\d{1,4}(\.\d{1,3})?s$/;
const NUMBER = /^-?\d{1,6}(\.\d{1,6})?$/;

/** `#rgb`..`#rrggbb` from 3–6 hex digits, else the fallback (red: `#f00`). */
export function color(v: string | true | undefined, fallback = 'f00'): string {
  return `#${typeof v === 'string' && HEX.test(v) ? v : fallback}`;
}

/** `<number>s` for speed and delay, else the default. */
export function seconds(v: string | true | undefined, fallback: string): string {
  return typeof v === 'string' && SECONDS.test(v) ? v : fallback;
}

/** A finite number within [min, max], else the default. */
export function num(v: string | true | undefined, fallback: number, min: number, max: number): number {
  if (typeof v !== 'string' || !NUMBER.test(v)) return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export const borderStyles = ['hidden', 'dotted', 'dashed', 'solid', 'double', 'groove', 'ridge', 'inset', 'outset'] as const;
export function borderStyle(v: string | true | undefined): string {
  return typeof v === 'string' && (borderStyles as readonly string[]).includes(v) ? v : 'solid';
}

/** Scale is capped at 5 per axis (either sign). */
export const MAX_SCALE = 5;
export function scale(v: string | true | undefined): number {
  return num(v, 1, -MAX_SCALE, MAX_SCALE);
}

/** Position offsets (em) are bounded too, and the MFM root clips what is left over. */
export const MAX_POSITION = 5;
export function position(v: string | true | undefined): number {
  return num(v, 0, -MAX_POSITION, MAX_POSITION);
}

export function rotateDeg(v: string | true | undefined): number {
  return num(v, 90, -360, 360);
}

export const fontFamilies = {
  serif: 'serif',
  monospace: 'monospace',
  cursive: 'cursive',
  fantasy: 'fantasy',
  emoji: 'emoji',
  math: 'math',
} as const;
export function fontFamily(args: FnArgs): string | null {
  for (const k of Object.keys(fontFamilies) as (keyof typeof fontFamilies)[]) if (args[k]) return fontFamilies[k];
  return null;
}
