import { describe, expect, it } from 'vitest';
import { compareIds, createCatchUpFeed } from './catchUp';

describe('catch-up feed', () => {
  it('orders Misskey ids by time', () => {
    expect(compareIds('9zzzzzzzzz', 'a000000000')).toBeLessThan(0);
    expect(compareIds('a0', 'a0')).toBe(0);
  });

  it('emits live and caught-up items once each, oldest first, and fetches since the newest seen', async () => {
    const shown: string[] = [];
    const asked: (string | null)[] = [];
    const server = ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id }));
    const feed = createCatchUpFeed<{ id: string }>({
      fetchSince: async (sinceId) => {
        asked.push(sinceId);
        return server.filter((n) => sinceId === null || compareIds(n.id, sinceId) > 0).reverse();
      },
      emit: (n) => shown.push(n.id),
    });
    feed.seed([{ id: 'a1' }]);
    feed.push({ id: 'a2' });
    feed.push({ id: 'a2' });
    // Offline: a3, a4 posted; a5 arrives live during the catch-up.
    const p = feed.catchUp();
    feed.push({ id: 'a5' });
    await p;
    expect(asked).toEqual(['a2']);
    expect(shown).toEqual(['a2', 'a5', 'a3', 'a4']);
    expect(new Set(shown).size).toBe(shown.length);
    expect(feed.newestId).toBe('a5');
  });

  it('concurrent catch-ups share one fetch', async () => {
    let calls = 0;
    const feed = createCatchUpFeed<{ id: string }>({ fetchSince: async () => (calls++, [{ id: 'b1' }]), emit: () => {} });
    await Promise.all([feed.catchUp(), feed.catchUp()]);
    expect(calls).toBe(1);
  });
});
