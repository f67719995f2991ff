import { describe, expect, it } from 'vitest';
import { LAYER_TYPES, alignedOrigin, defaultLayer, normalizeLayer } from './watermark';

describe('watermark presets (spec 2 §5, §9)', () => {
  it('defaults: scale 0.3, opacity 0.75, bottom-right; stripes 0.5 opacity', () => {
    const t = defaultLayer('text');
    expect(t).toMatchObject({ type: 'text', scale: 0.3, opacity: 0.75, align: { x: 'right', y: 'bottom' }, angle: 0 });
    expect(defaultLayer('image')).toMatchObject({ scale: 0.3, opacity: 0.75, align: { x: 'right', y: 'bottom' } });
    expect(defaultLayer('stripe').opacity).toBe(0.5);
    expect(LAYER_TYPES).toEqual(['text', 'image', 'stripe', 'polkadot', 'checker']);
  });
  it('clamps every value into its range', () => {
    expect(normalizeLayer({ ...defaultLayer('text'), scale: 3, angle: -4, opacity: 2 } as never)).toMatchObject({
      scale: 1,
      angle: -1,
      opacity: 1,
    });
    expect(normalizeLayer({ ...defaultLayer('stripe'), frequency: 0, threshold: 5 } as never)).toMatchObject({
      frequency: 1,
      threshold: 1,
    });
    expect(normalizeLayer({ ...defaultLayer('stripe'), frequency: 99 } as never)).toMatchObject({ frequency: 30 });
    expect(normalizeLayer({ ...defaultLayer('polkadot'), scale: 0, minorDivisions: 40 } as never)).toMatchObject({
      scale: 1,
      minorDivisions: 16,
    });
    expect(normalizeLayer({ ...defaultLayer('polkadot'), scale: 11, minorDivisions: -1 } as never)).toMatchObject({
      scale: 10,
      minorDivisions: 0,
    });
    expect(normalizeLayer({ ...defaultLayer('checker'), scale: 20 } as never)).toMatchObject({ scale: 10 });
    expect(normalizeLayer({ ...defaultLayer('checker'), scale: Number.NaN } as never)).toMatchObject({ scale: 1 });
  });
  it('aligns boxes with a margin', () => {
    expect(alignedOrigin({ x: 'right', y: 'bottom' }, 100, 80, 20, 10, 5)).toEqual({ x: 75, y: 65 });
    expect(alignedOrigin({ x: 'left', y: 'top' }, 100, 80, 20, 10, 5)).toEqual({ x: 5, y: 5 });
    expect(alignedOrigin({ x: 'center', y: 'center' }, 100, 80, 20, 10, 5)).toEqual({ x: 40, y: 35 });
  });
});
