import { describe, expect, it } from 'vitest';
import { adParams, adProblem, draftOf, hasDay, localInput, newAd, toggleDay } from './draft';
import { adsMessages as m } from './messages';

const now = Date.parse('2025-03-01T12:00:00Z');

describe('ad drafts', () => {
  it('starts a new ad now for a week, every day, square, normal priority', () => {
    const d = newAd(now);
    expect(d).toMatchObject({ place: 'square', priority: 'middle', ratio: 1, dayOfWeek: 0 });
    expect(adParams(d).expiresAt - adParams(d).startsAt).toBe(7 * 86_400_000);
  });

  it('reads an ad back into the form, its dates round-tripping through the local inputs', () => {
    const ad = {
      id: 'x',
      url: 'https://a.example',
      imageUrl: 'https://a.example/i.png',
      memo: 'm',
      place: 'odd',
      priority: 'low',
      ratio: 3,
      dayOfWeek: 5,
      startsAt: new Date(now).toISOString(),
      expiresAt: new Date(now + 3_600_000).toISOString(),
    };
    const d = draftOf(ad);
    expect(d).toMatchObject({ place: 'square', priority: 'low', ratio: 3, dayOfWeek: 5, startsAt: localInput(now) });
    expect(adParams(d).startsAt).toBe(now);
  });

  it('sets and reads weekdays as Misskey’s bit mask (bit 0 = Sunday)', () => {
    const mask = toggleDay(toggleDay(0, 0), 6);
    expect(mask).toBe(65);
    expect(hasDay(mask, 6)).toBe(true);
    expect(hasDay(toggleDay(mask, 6), 6)).toBe(false);
  });

  it('needs both URLs over http(s) and an end after the start', () => {
    const d = { ...newAd(now), url: 'https://a.example', imageUrl: 'https://a.example/i.png' };
    expect(adProblem(d)).toBeNull();
    expect(adProblem({ ...d, imageUrl: 'javascript:x' })).toBe(m.needUrls);
    expect(adProblem({ ...d, expiresAt: d.startsAt })).toBe(m.badPeriod);
  });
});
