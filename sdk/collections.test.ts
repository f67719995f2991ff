import { describe, expect, it } from 'vitest';
import { COLLECTION_CACHE_MS, TimedCache } from './collections';

function setup() {
  let now = 0;
  let owner: string | null = 'alice';
  let loads = 0;
  let fail = false;
  const cache = new TimedCache<number>(
    () => {
      loads++;
      return fail ? Promise.reject(new Error('down')) : Promise.resolve([loads]);
    },
    () => owner,
    COLLECTION_CACHE_MS,
    () => now,
  );
  return {
    cache,
    loads: () => loads,
    at: (t: number) => (now = t),
    as: (o: string | null) => (owner = o),
    failing: (f: boolean) => (fail = f),
  };
}

describe('TimedCache (spec 3 §9: 30 minutes)', () => {
  it('answers from the cache for 30 minutes, then loads again', async () => {
    const s = setup();
    expect(await s.cache.get()).toEqual([1]);
    s.at(COLLECTION_CACHE_MS - 1);
    expect(await s.cache.get()).toEqual([1]);
    s.at(COLLECTION_CACHE_MS);
    expect(await s.cache.get()).toEqual([2]);
  });

  it('loads again after invalidate and when the account changed', async () => {
    const s = setup();
    await s.cache.get();
    s.cache.invalidate();
    expect(await s.cache.get()).toEqual([2]);
    s.as('bob');
    expect(await s.cache.get()).toEqual([3]);
    expect(s.loads()).toBe(3);
  });

  it('shares one load between concurrent callers and keeps no failure', async () => {
    const s = setup();
    s.failing(true);
    await expect(s.cache.get()).rejects.toThrow('down');
    s.failing(false);
    const [a, b] = await Promise.all([s.cache.get(), s.cache.get()]);
    expect(a).toEqual([2]);
    expect(b).toBe(a);
    expect(s.loads()).toBe(2);
  });
});
