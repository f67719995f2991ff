import { describe, expect, it } from 'vitest';
import { handAngles, zonedParts } from './hands';

describe('clock hands', () => {
  it('point where a clock face shows the time', () => {
    expect(handAngles({ h: 3, m: 0, s: 0 }, false)).toEqual({ h: 90, m: 0, s: 0 });
    expect(handAngles({ h: 15, m: 30, s: 15 }, false)).toEqual({ h: 105, m: 181.5, s: 90 });
    expect(handAngles({ h: 18, m: 0, s: 0 }, true).h).toBe(270);
  });
  it('read the time in another zone', () => {
    const d = new Date(Date.UTC(2026, 0, 1, 12, 34, 56));
    expect(zonedParts(d, 'Asia/Tokyo')).toEqual({ h: 21, m: 34, s: 56 });
    expect(zonedParts(d, 'UTC')).toEqual({ h: 12, m: 34, s: 56 });
  });
});
