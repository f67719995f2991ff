import { describe, expect, it } from 'vitest';
import { ageHighlight, refreshInterval, relativeBand } from './bands';

const now = 1_700_000_000_000;
const ago = (s: number) => relativeBand(now - s * 1000, now);

describe('time display bands (spec 3 §4, §9)', () => {
  it('future below -3 s, just now from -3 to 10 s, then seconds', () => {
    expect(ago(-4)).toEqual({ kind: 'future', unit: 'second', value: 4 });
    expect(ago(-3)).toEqual({ kind: 'justNow' });
    expect(ago(9.9)).toEqual({ kind: 'justNow' });
    expect(ago(10)).toEqual({ kind: 'past', unit: 'second', value: 10 });
  });
  it('minutes, hours, days, weeks, months, years by the spec’s seconds per unit', () => {
    expect(ago(60)).toMatchObject({ unit: 'minute', value: 1 });
    expect(ago(3600)).toMatchObject({ unit: 'hour', value: 1 });
    expect(ago(86400)).toMatchObject({ unit: 'day', value: 1 });
    expect(ago(604800)).toMatchObject({ unit: 'week', value: 1 });
    expect(ago(2592000)).toMatchObject({ unit: 'month', value: 1 });
    expect(ago(31536000)).toMatchObject({ unit: 'year', value: 1 });
    expect(ago(-2 * 86400)).toEqual({ kind: 'future', unit: 'day', value: 2 });
  });
  it('invalid time', () => {
    expect(relativeBand(Number.NaN, now)).toEqual({ kind: 'invalid' });
  });
  it('refresh every 10 s under a minute, 60 s under an hour, else 180 s', () => {
    expect(refreshInterval(now - 30_000, now)).toBe(10_000);
    expect(refreshInterval(now - 30 * 60_000, now)).toBe(60_000);
    expect(refreshInterval(now - 5 * 3600_000, now)).toBe(180_000);
  });
  it('colored option: over 90 days, over 180 days', () => {
    const d = 86400_000;
    expect(ageHighlight(now - 90 * d, now)).toBe('none');
    expect(ageHighlight(now - 91 * d, now)).toBe('old');
    expect(ageHighlight(now - 181 * d, now)).toBe('veryOld');
  });
});
