import { describe, expect, it } from 'vitest';
import { metricPoints } from './metrics';

const metric = (data: number[]) => ({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data, count: 0 });

describe('metricPoints', () => {
  it('turns newest-first per-minute counts into oldest-first points ending at this minute', () => {
    const now = Date.UTC(2025, 0, 1, 12, 30, 45);
    const p = metricPoints(metric([3, 2, 1]), metric([1]), now);
    expect(p.completed).toEqual([1, 2, 3]);
    expect(p.failed).toEqual([0, 0, 1]);
    expect(p.timestamps).toEqual([Date.UTC(2025, 0, 1, 12, 28), Date.UTC(2025, 0, 1, 12, 29), Date.UTC(2025, 0, 1, 12, 30)]);
  });
});
