import { describe, expect, it } from 'vitest';
import { addEmoji, mainPaletteId, moveEmoji, pickerOrder } from './palettes';

const a = { id: 'a', name: 'A', emojis: ['👍'] };
const b = { id: 'b', name: 'B', emojis: ['🎉'] };

describe('emoji palettes', () => {
  it('the main palette is the chosen one while it exists, else the first; the picker shows it first', () => {
    expect(mainPaletteId([a, b], 'b')).toBe('b');
    expect(mainPaletteId([a, b], 'gone')).toBe('a');
    expect(mainPaletteId([], null)).toBeNull();
    expect(pickerOrder([a, b], 'b').map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('adds an emoji once and moves one a place at a time, not past the ends', () => {
    expect(addEmoji(['👍'], '👍')).toEqual(['👍']);
    expect(addEmoji(['👍'], ':kite:')).toEqual(['👍', ':kite:']);
    expect(moveEmoji(['1', '2', '3'], 2, -1)).toEqual(['1', '3', '2']);
    expect(moveEmoji(['1', '2', '3'], 0, -1)).toEqual(['1', '2', '3']);
    expect(moveEmoji(['1', '2', '3'], 2, 1)).toEqual(['1', '2', '3']);
  });
});
