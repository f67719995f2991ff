import { describe, expect, it } from 'vitest';
import { activityDays } from './days';

describe('activityDays', () => {
  it('turns newest-first chart arrays into days oldest first, today last', () => {
    const d = activityDays([3, 0, 1], [1, 0, 0], [0, 2, 0], [9, 9, 9], new Date(2026, 0, 10, 15));
    expect(d.map((x) => x.total)).toEqual([1, 2, 4]);
    expect(d[2]?.date.getDate()).toBe(10);
    expect(d[0]?.date.getDate()).toBe(8);
  });
});
