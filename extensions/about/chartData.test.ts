import { describe, expect, it } from 'vitest';
import { alignChart } from './chartData';

describe('alignChart', () => {
  it('puts the newest-first values oldest first, on UTC day starts ending today', () => {
    const now = Date.UTC(2025, 8, 10, 15, 30);
    const out = alignChart('day', [{ label: 'Local', values: [3, 2, 1] }], now);
    expect(out.timestamps).toEqual([Date.UTC(2025, 8, 8), Date.UTC(2025, 8, 9), Date.UTC(2025, 8, 10)]);
    expect(out.series).toEqual([{ label: 'Local', values: [1, 2, 3] }]);
  });
  it('steps by hours for the hour span', () => {
    const now = Date.UTC(2025, 8, 10, 15, 30);
    expect(alignChart('hour', [{ label: 'x', values: [5, 4] }], now).timestamps).toEqual([
      Date.UTC(2025, 8, 10, 14),
      Date.UTC(2025, 8, 10, 15),
    ]);
  });
});
