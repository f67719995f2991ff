import { describe, expect, it } from 'vitest';
import { alignSeries } from './align';

describe('alignSeries', () => {
  it('gives oldest-first points ending at the current period', () => {
    const now = Date.UTC(2025, 5, 10, 15, 20);
    const out = alignSeries('day', [{ label: 'a', values: [3, 2, 1] }], now);
    expect(out.series[0]?.values).toEqual([1, 2, 3]);
    expect(out.timestamps).toEqual([Date.UTC(2025, 5, 8), Date.UTC(2025, 5, 9), Date.UTC(2025, 5, 10)]);
  });
});
