import { describe, expect, it } from 'vitest';
import { calendarProgress } from './progress';

describe('calendarProgress', () => {
  it('is the share of the day, month and year gone', () => {
    expect(calendarProgress(new Date(2026, 0, 1, 0, 0))).toEqual({ day: 0, month: 0, year: 0 });
    const p = calendarProgress(new Date(2026, 5, 16, 12, 0));
    expect(p.day).toBe(50);
    expect(p.month).toBeCloseTo(51.7, 1);
    expect(p.year).toBeGreaterThan(45);
    expect(p.year).toBeLessThan(46);
  });
});
