/**
 * Bounds on whatever a plugin hands the page. Every value from the worker is checked (size,
 * nesting) before anything renders it or sends it on, so a 5,000,000-character toast or a
 * 5,000-item navbar never reaches React. Pure.
 */

export const LIMITS = {
  /** Toast, dialog and log text. */
  text: 10_000,
  /** Dialog titles, menu and navbar item titles. */
  title: 100,
  /** A plugin's name as shown in Kite's frame around what it draws. */
  name: 40,
  /** Menu items, navbar items, widgets and interruptors one plugin may register. */
  registrations: 50,
  /** Nesting of a value (Mk:api parameters, Mk:save values). */
  depth: 16,
  /** Strings, numbers, keys… in one value. */
  nodes: 20_000,
  /** One string inside a value. */
  string: 100_000,
} as const;

/** `s` cut to `max` characters (never in the middle of a surrogate pair), with an ellipsis when cut. */
export function boundText(s: string, max: number): string {
  if (s.length <= max) return s;
  let end = max - 1;
  const c = s.charCodeAt(end - 1);
  if (c >= 0xd800 && c <= 0xdbff) end--;
  return `${s.slice(0, end)}…`;
}

/** Characters that reorder or hide text (bidi overrides and isolates, marks, zero-width joiners). */
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

const isControl = (c: number) => c <= 0x1f || (c >= 0x7f && c <= 0x9f) || c === 0x2028 || c === 0x2029;

/** True when `s` holds a control character (a newline included). */
export function hasControl(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (isControl(s.charCodeAt(i))) return true;
  return false;
}

/** A name or title for Kite's frame: one line, no reordering tricks, bounded. */
export function plainLabel(s: string, max: number): string {
  let flat = '';
  for (const ch of s.replace(INVISIBLE, '')) flat += isControl(ch.charCodeAt(0)) ? ' ' : ch;
  return boundText(flat.replace(/ {2,}/g, ' ').trim(), max);
}

/** True when `s` holds a bidi override or other invisible reordering character. */
export function hasInvisible(s: string): boolean {
  return new RegExp(INVISIBLE.source).test(s);
}

/** Throws when `v` is deeper, bigger or holds longer strings than LIMITS allow. */
export function checkBounded(v: unknown): void {
  let nodes = 0;
  const walk = (x: unknown, depth: number): void => {
    if (++nodes > LIMITS.nodes) throw new Error('value too large');
    if (depth > LIMITS.depth) throw new Error('value nested too deeply');
    if (typeof x === 'string') {
      if (x.length > LIMITS.string) throw new Error('string too long');
    } else if (Array.isArray(x)) {
      for (const item of x) walk(item, depth + 1);
    } else if (typeof x === 'object' && x !== null) {
      for (const [k, item] of Object.entries(x)) {
        walk(k, depth + 1);
        walk(item, depth + 1);
      }
    }
  };
  walk(v, 0);
}

/**
 * A token bucket: `rate` tokens a second, at most `burst` saved. One token per host call; an
 * empty bucket means the plugin floods.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  constructor(
    private readonly rate: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.last = now();
  }
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.rate);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Host calls a plugin may make: 20 a second, 40 at once. */
export const HOST_RATE = { rate: 20, burst: 40 } as const;
/** Dialogs (alerts, confirmations, questions) a plugin may open: 5 a minute. */
export const DIALOG_RATE = { rate: 5 / 60, burst: 5 } as const;
