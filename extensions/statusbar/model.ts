/**
 * Status bars in Misskey's own shape (its `statusbars` preference, 2025.9): each bar has an id,
 * a label, a type (rss / federation / userList, or null until chosen), a size, the black
 * style and the type's props. Kept in that shape so a profile moves between the two clients.
 */
export type StatusbarType = 'rss' | 'federation' | 'userList';
export type StatusbarSize = 'verySmall' | 'small' | 'medium' | 'large' | 'veryLarge';

export interface Statusbar {
  id: string;
  name: string | null;
  type: StatusbarType | null;
  size: StatusbarSize;
  black: boolean;
  props: Record<string, unknown>;
}

export const SIZES: readonly StatusbarSize[] = ['verySmall', 'small', 'medium', 'large', 'veryLarge'];
export const TYPES: readonly StatusbarType[] = ['rss', 'federation', 'userList'];

/** A new bar, as Misskey adds one: no type yet, medium, not black. */
export function newStatusbar(id: string): Statusbar {
  return { id, name: null, type: null, size: 'medium', black: false, props: {} };
}

/** The label and props a bar takes when its type is chosen (Misskey's starting values). */
export function withType(bar: Statusbar, type: StatusbarType): Statusbar {
  const common = { refreshIntervalSec: 120, display: 'marquee', marqueeDuration: 100, marqueeReverse: false };
  if (type === 'rss') return { ...bar, type, name: 'NEWS', props: { ...common, url: '', shuffle: true } };
  if (type === 'federation') return { ...bar, type, name: 'FEDERATION', props: { ...common, colored: false } };
  return { ...bar, type, name: 'LIST TL', props: { ...common } };
}

function isType(v: unknown): v is StatusbarType {
  return typeof v === 'string' && (TYPES as readonly string[]).includes(v);
}

function isSize(v: unknown): v is StatusbarSize {
  return typeof v === 'string' && (SIZES as readonly string[]).includes(v);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The bars of a stored value; entries that are not bars are left out (a bad value loses nothing else). */
export function readStatusbars(value: unknown): Statusbar[] {
  if (!Array.isArray(value)) return [];
  const out: Statusbar[] = [];
  for (const v of value as unknown[]) {
    if (!isRecord(v) || typeof v['id'] !== 'string') continue;
    out.push({
      id: v['id'],
      name: typeof v['name'] === 'string' ? v['name'] : null,
      type: isType(v['type']) ? v['type'] : null,
      size: isSize(v['size']) ? v['size'] : 'medium',
      black: v['black'] === true,
      props: isRecord(v['props']) ? v['props'] : {},
    });
  }
  return out;
}

/** How often a bar refreshes, in ms: its setting, never more often than every 5 s (as Misskey). */
export function refreshMs(props: Record<string, unknown>): number {
  const s = Number(props['refreshIntervalSec']);
  return Math.max(5000, (Number.isFinite(s) && s > 0 ? s : 120) * 1000);
}

/** Seconds one pass of the ticker takes (5–150, Misskey's range; 100 by default). */
export function marqueeSeconds(props: Record<string, unknown>): number {
  const s = Number(props['marqueeDuration']);
  return Number.isFinite(s) ? Math.min(150, Math.max(5, s)) : 100;
}

/** A fair shuffle (a copy), for RSS bars set to shuffle. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}
