import { describe, expect, it } from 'vitest';
import { marqueeSeconds, newStatusbar, readStatusbars, refreshMs, shuffled, withType } from './model';

describe('status bar model', () => {
  it('a new bar has no type, medium size, not black (as Misskey adds one)', () => {
    expect(newStatusbar('a')).toEqual({ id: 'a', name: null, type: null, size: 'medium', black: false, props: {} });
  });

  it('choosing a type gives Misskey’s label and starting props', () => {
    const rss = withType(newStatusbar('a'), 'rss');
    expect(rss.name).toBe('NEWS');
    expect(rss.props).toMatchObject({
      refreshIntervalSec: 120,
      marqueeDuration: 100,
      marqueeReverse: false,
      shuffle: true,
      display: 'marquee',
    });
    expect(withType(newStatusbar('b'), 'federation')).toMatchObject({ name: 'FEDERATION', props: { colored: false } });
    expect(withType(newStatusbar('c'), 'userList').name).toBe('LIST TL');
  });

  it('reads Misskey’s stored bars and leaves out what is not a bar', () => {
    const stored = [
      { id: 'x', name: 'NEWS', type: 'rss', size: 'veryLarge', black: true, props: { url: 'https://a.example/feed' } },
      { id: 'y', name: null, type: 'unknown', size: 'huge', black: 'yes', props: [] },
      { name: 'no id' },
      'junk',
    ];
    expect(readStatusbars(stored)).toEqual([
      { id: 'x', name: 'NEWS', type: 'rss', size: 'veryLarge', black: true, props: { url: 'https://a.example/feed' } },
      { id: 'y', name: null, type: null, size: 'medium', black: false, props: {} },
    ]);
    expect(readStatusbars(null)).toEqual([]);
  });

  it('refreshes no more often than every 5 s; the ticker speed stays within 5–150 s', () => {
    expect(refreshMs({ refreshIntervalSec: 1 })).toBe(5000);
    expect(refreshMs({ refreshIntervalSec: 60 })).toBe(60000);
    expect(refreshMs({})).toBe(120000);
    expect(marqueeSeconds({ marqueeDuration: 1 })).toBe(5);
    expect(marqueeSeconds({ marqueeDuration: 999 })).toBe(150);
    expect(marqueeSeconds({})).toBe(100);
  });

  it('shuffles a copy, keeping every item', () => {
    const items = [1, 2, 3, 4, 5];
    let n = 0;
    const out = shuffled(items, () => [0.1, 0.9, 0.5, 0.3][n++ % 4]);
    expect(out).not.toEqual(items);
    expect([...out].sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5]);
  });
});
