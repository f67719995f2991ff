import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { entities } from 'misskey-js';
import { connected, startHarness, waitFor, type Harness } from '../testing/harness';

/** What the side-column widgets call, answered like Misskey 2025.9. */
let h: Harness;
let alice: string;
let carol: string;
beforeAll(async () => {
  h = await startHarness();
  [alice, carol] = await Promise.all([h.signin('alice'), h.signin('carol')]);
});
afterAll(async () => {
  await h.close();
});

describe('widget endpoints', () => {
  it('fetch-rss answers a demo feed (GET, no credential) and INTERNAL_ERROR for a feed it cannot fetch', async () => {
    const res = await fetch(`${h.url}/api/fetch-rss?url=${encodeURIComponent('https://feeds.kite.example/news.rss?count=3')}`);
    expect(res.status).toBe(200);
    const feed = (await res.json()) as entities.FetchRssResponse;
    expect(feed.items.map((i) => i.title)).toEqual(['news entry 3', 'news entry 2', 'news entry 1']);
    expect(feed.items[0]).toMatchObject({ link: 'https://feeds.kite.example/news/3', guid: 'news-3' });
    expect(new Date(feed.items[0].isoDate!).getTime()).toBeGreaterThan(new Date(feed.items[1].isoDate!).getTime());
    const bad = await h.call('fetch-rss', { url: 'http://127.0.0.1:9/nothing' });
    expect(bad.status).toBe(500);
    expect(bad.body.error).toMatchObject({ code: 'INTERNAL_ERROR', kind: 'server', info: { e: { code: 'FetchError' } } });
  });

  it('users/following with birthday keeps followees born on that month and day', async () => {
    const me = (await h.call('i', {}, alice)).body as entities.MeDetailed;
    const all = (await h.call('users/following', { userId: me.id, limit: 30 }, alice)).body as entities.UsersFollowingResponse;
    expect(all.some((f) => f.followee?.username === 'carol')).toBe(true);
    await h.call('i/update', { birthday: '1990-07-14' }, carol);
    const on = (await h.call('users/following', { userId: me.id, limit: 18, birthday: '2026-07-14' }, alice))
      .body as entities.UsersFollowingResponse;
    expect(on.map((f) => f.followee?.username)).toEqual(['carol']);
    const off = (await h.call('users/following', { userId: me.id, limit: 18, birthday: '2026-07-15' }, alice)).body;
    expect(off).toEqual([]);
    await h.call('i/update', { birthday: null }, carol);
  });

  it("hashtags/trend, get-online-users-count and server-info have Misskey's shapes", async () => {
    const trend = (await h.call('hashtags/trend')).body as entities.HashtagsTrendResponse;
    expect(Array.isArray(trend)).toBe(true);
    for (const t of trend) expect(t).toEqual({ tag: expect.any(String), chart: expect.any(Array), usersCount: expect.any(Number) });
    expect((await h.call('get-online-users-count')).body).toEqual({ count: expect.any(Number) });
    const info = (await fetch(`${h.url}/api/server-info`).then((r) => r.json())) as entities.ServerInfoResponse;
    expect(info).toMatchObject({
      machine: expect.any(String),
      cpu: { model: expect.any(String), cores: expect.any(Number) },
      mem: { total: expect.any(Number) },
      fs: { total: expect.any(Number), used: expect.any(Number) },
    });
  });
});

describe('stats channels', () => {
  it('serverStats answers requestLog with statsLog and sends stats every 2 s', async () => {
    const stream = h.stream(null);
    await connected(stream);
    const ch = stream.useChannel('serverStats');
    const stats = waitFor<entities.ServerStats>((r) => ch.on('stats', r), 5000);
    const log = waitFor<entities.ServerStatsLog>((r) => ch.on('statsLog', r), 5000);
    await new Promise((r) => setTimeout(r, 50));
    ch.send('requestLog', { id: 'x', length: 10 });
    expect(Array.isArray(await log)).toBe(true);
    const s = await stats;
    expect(s.cpu).toBeGreaterThanOrEqual(0);
    expect(s.cpu).toBeLessThanOrEqual(1);
    expect(s.mem.used).toBeGreaterThan(0);
    expect(s).toMatchObject({
      net: { rx: expect.any(Number), tx: expect.any(Number) },
      fs: { r: expect.any(Number), w: expect.any(Number) },
    });
    ch.dispose();
  }, 10_000);

  it('queueStats answers requestLog with the (empty) queue log', async () => {
    const stream = h.stream(alice);
    await connected(stream);
    const ch = stream.useChannel('queueStats');
    const log = waitFor<entities.QueueStatsLog>((r) => ch.on('statsLog', r), 3000);
    await new Promise((r) => setTimeout(r, 50));
    ch.send('requestLog', { id: 'y', length: 50 });
    expect(Array.isArray(await log)).toBe(true);
    ch.dispose();
  });
});
