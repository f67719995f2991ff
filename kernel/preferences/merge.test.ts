import { describe, expect, it } from 'vitest';
import { tryMerge } from './merge';

describe('sync merge rules (spec 1 §5)', () => {
  it('emoji palettes, themes and watermark presets merge by id and keep identical duplicates once', () => {
    for (const key of ['emojiPalettes', 'themes', 'watermarkPresets']) {
      const a = [
        { id: 'x', name: 'A' },
        { id: 'y', name: 'B' },
      ];
      const b = [
        { id: 'y', name: 'B' },
        { id: 'z', name: 'C' },
      ];
      expect(tryMerge(key, a, b)).toEqual([
        { id: 'x', name: 'A' },
        { id: 'y', name: 'B' },
        { id: 'z', name: 'C' },
      ]);
    }
  });

  it('fails when two entries share an id but differ', () => {
    for (const key of ['emojiPalettes', 'themes', 'watermarkPresets']) {
      expect(tryMerge(key, [{ id: 'x', name: 'A' }], [{ id: 'x', name: 'other' }])).toBeUndefined();
    }
  });

  it('plugins fail on a shared installId or a shared name, else concatenate', () => {
    expect(tryMerge('plugins', [{ installId: '1', name: 'a' }], [{ installId: '1', name: 'b' }])).toBeUndefined();
    expect(tryMerge('plugins', [{ installId: '1', name: 'a' }], [{ installId: '2', name: 'a' }])).toBeUndefined();
    expect(tryMerge('plugins', [{ installId: '1', name: 'a' }], [{ installId: '2', name: 'b' }])).toEqual([
      { installId: '1', name: 'a' },
      { installId: '2', name: 'b' },
    ]);
  });

  it('muted emojis merge as a union', () => {
    expect(tryMerge('mutingEmojis', [':a:', ':b:'], [':b:', ':c:'])).toEqual([':a:', ':b:', ':c:']);
  });

  it('keys without a rule cannot merge', () => {
    expect(tryMerge('animation', true, false)).toBeUndefined();
    expect(tryMerge('themes', 'not a list', [])).toBeUndefined();
  });
});
