import { describe, expect, it } from 'vitest';
import { heatmapWeeks } from './heatmapWeeks';

describe('heatmapWeeks', () => {
  it('puts the days in columns of seven, oldest first, padding the first week', () => {
    const now = Date.UTC(2025, 0, 10, 12);
    const { weeks, max } = heatmapWeeks([9, 1, 2, 3, 4, 5, 6, 7], now);
    expect(max).toBe(9);
    expect(weeks).toHaveLength(2);
    expect(weeks[0]?.slice(0, 6)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(weeks[0]?.[6]).toEqual({ day: Date.UTC(2025, 0, 3), count: 7 });
    expect(weeks[1]?.[6]).toEqual({ day: Date.UTC(2025, 0, 10), count: 9 });
  });
});
