import type { HotkeyContribution } from '@kite/sdk';

/** The person's remapped keys: a hotkey's default key → the key they chose (the `hotkeys.keymap` preference). */
export type Keymap = Readonly<Record<string, string>>;

/** Keys no hotkey may take: `g` counts towards safe mode and starts the go-to sequences. */
export const RESERVED_KEYS: readonly string[] = ['g'];

/** The hotkeys with the person's keys in place of the defaults they remapped. */
export function applyKeymap(hotkeys: readonly HotkeyContribution[], map: Keymap): HotkeyContribution[] {
  return hotkeys.map((h) => (h.keys.some((k) => k in map) ? { ...h, keys: h.keys.map((k) => map[k] ?? k) } : h));
}

/** A key press as a hotkey name (`d`, `?`, `mod+k`), or null for a modifier alone, Alt or a dead key. */
export function keyName(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): string | null {
  if (e.altKey || ['Control', 'Meta', 'Shift', 'Alt', 'Dead', 'Unidentified', 'Tab', 'Escape'].includes(e.key)) return null;
  const key = e.key.toLowerCase();
  return e.ctrlKey || e.metaKey ? `mod+${key}` : key;
}

/** One remappable key: a default key of one hotkey. */
export interface KeySlot {
  /** The default key (the keymap's key). */
  key: string;
  description: HotkeyContribution['description'];
}

/** Every remappable key of the hotkeys, in contribution order (a hotkey with two keys gives two slots). */
export function keySlots(hotkeys: readonly HotkeyContribution[]): KeySlot[] {
  const seen = new Set<string>();
  const out: KeySlot[] = [];
  for (const h of hotkeys)
    for (const key of h.keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ key, description: h.description });
    }
  return out;
}

/** The key a slot has now. */
export function currentKey(slot: string, map: Keymap): string {
  return map[slot] ?? slot;
}

/**
 * Why `slot` may not take `key`: `reserved`, or the slot that has it now; null when it may.
 * Giving a slot its own default back is always allowed.
 */
export function conflictOf(
  slot: string,
  key: string,
  slots: readonly KeySlot[],
  map: Keymap,
): { reserved: true } | { slot: KeySlot } | null {
  if (key === slot) return null;
  if (RESERVED_KEYS.includes(key) || key.startsWith('g ')) return { reserved: true };
  const other = slots.find((s) => s.key !== slot && currentKey(s.key, map) === key);
  return other ? { slot: other } : null;
}

/** The keymap with `slot` set to `key` (dropping the entry when it is the default again). */
export function remap(map: Keymap, slot: string, key: string): Keymap {
  const next = { ...map };
  if (key === slot) delete next[slot];
  else next[slot] = key;
  return next;
}

/** Whether a stored value is a keymap (the preference may come from another device or an old profile). */
export function isKeymap(v: unknown): v is Keymap {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every((k) => typeof k === 'string');
}
