import { describe, expect, it } from 'vitest';
import type { HotkeyContribution } from '@kite/sdk';
import { applyKeymap, conflictOf, currentKey, isKeymap, keyName, keySlots, remap } from './keymap';

const hotkeys: HotkeyContribution[] = [
  { keys: ['d'], description: 'dark', command: 'theme.toggleDark' },
  { keys: ['p', 'n'], description: 'post', command: 'compose.open' },
  { keys: ['mod+k'], description: 'palette', command: 'palette.open' },
];

describe('key map', () => {
  it('puts the remapped keys in place of the defaults, leaving the rest', () => {
    const out = applyKeymap(hotkeys, { d: 'x', n: 'm' });
    expect(out.map((h) => h.keys)).toEqual([['x'], ['p', 'm'], ['mod+k']]);
    expect(out[2]).toBe(hotkeys[2]);
  });

  it('lists one slot per default key', () => {
    expect(keySlots(hotkeys).map((s) => [s.key, s.description])).toEqual([
      ['d', 'dark'],
      ['p', 'post'],
      ['n', 'post'],
      ['mod+k', 'palette'],
    ]);
  });

  it('refuses a key another shortcut has now, or a reserved one, and allows a freed one', () => {
    const slots = keySlots(hotkeys);
    expect(conflictOf('d', 'p', slots, {})).toEqual({ slot: slots[1] });
    expect(conflictOf('d', 'g', slots, {})).toEqual({ reserved: true });
    expect(conflictOf('d', 'x', slots, {})).toBeNull();
    // p moved to q: p is free, q is taken.
    expect(conflictOf('d', 'p', slots, { p: 'q' })).toBeNull();
    expect(conflictOf('d', 'q', slots, { p: 'q' })).toEqual({ slot: slots[1] });
    // Its own default back is always fine.
    expect(conflictOf('d', 'd', slots, { d: 'x' })).toBeNull();
  });

  it('remaps and resets', () => {
    const m = remap({}, 'd', 'x');
    expect(m).toEqual({ d: 'x' });
    expect(currentKey('d', m)).toBe('x');
    expect(remap(m, 'd', 'd')).toEqual({});
    expect(currentKey('p', m)).toBe('p');
  });

  it('names key presses, with mod+ for Ctrl and ⌘, and none for a modifier alone or Alt', () => {
    const k = (key: string, o: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
      keyName({ key, ctrlKey: false, metaKey: false, altKey: false, ...o });
    expect(k('D')).toBe('d');
    expect(k(':')).toBe(':');
    expect(k('k', { ctrlKey: true })).toBe('mod+k');
    expect(k('k', { metaKey: true })).toBe('mod+k');
    expect(k('Shift')).toBeNull();
    expect(k('x', { altKey: true })).toBeNull();
  });

  it('accepts only a record of strings as a stored key map', () => {
    expect(isKeymap({ d: 'x' })).toBe(true);
    expect(isKeymap({ d: 1 })).toBe(false);
    expect(isKeymap(['x'])).toBe(false);
    expect(isKeymap(null)).toBe(false);
  });
});
