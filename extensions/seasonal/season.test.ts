import { describe, expect, it } from 'vitest';
import { hemisphereOf, seasonFor } from './season';

const on = (month: number) => new Date(2026, month - 1, 15);

describe('seasonal effects', () => {
  it('north: snow in December and January, blossom in March and April, nothing else', () => {
    const seasons = Array.from({ length: 12 }, (_, i) => seasonFor(on(i + 1), 'N'));
    expect(seasons).toEqual(['snow', null, 'sakura', 'sakura', null, null, null, null, null, null, null, 'snow']);
  });

  it('south: snow in July and August only', () => {
    const seasons = Array.from({ length: 12 }, (_, i) => seasonFor(on(i + 1), 'S'));
    expect(seasons).toEqual([null, null, null, null, null, null, 'snow', 'snow', null, null, null, null]);
  });

  it('guesses the hemisphere from the time zone', () => {
    expect(hemisphereOf('Australia/Sydney')).toBe('S');
    expect(hemisphereOf('Pacific/Auckland')).toBe('S');
    expect(hemisphereOf('Europe/Berlin')).toBe('N');
    expect(hemisphereOf('America/Sao_Paulo')).toBe('N');
    expect(hemisphereOf(undefined)).toBe('N');
  });
});
