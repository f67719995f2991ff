import { describe, expect, it, vi } from 'vitest';
import { NoteFeed } from './noteFeed';
import type { PageParams } from './noteFeed';

const ids = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ id: String(from - i).padStart(6, '0') }));

describe('NoteFeed', () => {
  it('loads 15 first, then 30 older with untilId and allowPartial', async () => {
    const fetch = vi.fn(async (p: PageParams) => (p.untilId ? ids(30, Number(p.untilId) - 1) : ids(15, 900)));
    const feed = new NoteFeed(fetch);
    await feed.reload();
    expect(fetch).toHaveBeenLastCalledWith({ limit: 15, allowPartial: true });
    expect(feed.snapshot.items).toHaveLength(15);
    await feed.loadMore();
    expect(fetch).toHaveBeenLastCalledWith({ limit: 30, untilId: '000886', allowPartial: true });
    expect(feed.snapshot.items).toHaveLength(45);
    expect(feed.snapshot.adAfter).toEqual([3, 25]);
  });

  it('loadFirstPage asks once and settles with the running first-page load, whoever started it', async () => {
    let answer: (items: { id: string }[]) => void = () => {};
    const fetch = vi.fn(() => new Promise<{ id: string }[]>((r) => (answer = r)));
    const feed = new NoteFeed(fetch);
    void feed.reload();
    let settled = false;
    void feed.loadFirstPage().then(() => (settled = true));
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
    expect(settled).toBe(false);
    answer(ids(3, 10));
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(feed.snapshot.state).toBe('ready');
  });

  it('a failed older page leaves the feed ready with its error, and a retry clears it', async () => {
    let fail = false;
    const feed = new NoteFeed(async (p: PageParams) => {
      if (fail) throw new Error('down');
      return p.untilId ? ids(30, Number(p.untilId) - 1) : ids(15, 900);
    });
    await feed.reload();
    fail = true;
    await feed.loadMore();
    expect(feed.snapshot).toMatchObject({ state: 'ready', loadingMore: false, hasMore: true });
    expect(feed.snapshot.error).toBeInstanceOf(Error);
    expect(feed.snapshot.items).toHaveLength(15);
    fail = false;
    await feed.loadMore();
    expect(feed.snapshot.error).toBeNull();
    expect(feed.snapshot.items).toHaveLength(45);
  });

  it('shows the error state and retries', async () => {
    let fail = true;
    const feed = new NoteFeed(async () => {
      if (fail) throw new Error('down');
      return ids(2, 10);
    });
    await feed.reload();
    expect(feed.snapshot.state).toBe('error');
    fail = false;
    await feed.reload();
    expect(feed.snapshot.state).toBe('ready');
    expect(feed.snapshot.items).toHaveLength(2);
  });

  it('puts new items at the top when reading there, queues them otherwise (max 100), reveals on demand', async () => {
    const feed = new NoteFeed(async () => ids(3, 100));
    await feed.reload();
    feed.prepend({ id: '000101' });
    expect(feed.snapshot.items[0].id).toBe('000101');
    feed.atTop = false;
    for (let i = 0; i < 120; i++) feed.prepend({ id: String(200 + i).padStart(6, '0') });
    feed.prepend({ id: '000101' });
    expect(feed.snapshot.queue).toHaveLength(100);
    expect(feed.snapshot.queue[0].id).toBe('000319');
    expect(feed.snapshot.items).toHaveLength(4);
    feed.reveal();
    expect(feed.snapshot.queue).toHaveLength(0);
    expect(feed.snapshot.items[0].id).toBe('000319');
  });

  it('a note arriving at the top goes in at once, bringing what waited behind the button', async () => {
    const feed = new NoteFeed(async () => ids(3, 100));
    await feed.reload();
    feed.atTop = false;
    feed.prepend({ id: '000101' });
    expect(feed.snapshot.queue.map((x) => x.id)).toEqual(['000101']);
    // Back at the top (or the tab shown again): the button stays until the next note…
    feed.atTop = true;
    expect(feed.snapshot.queue).toHaveLength(1);
    // …which does not queue behind it.
    feed.prepend({ id: '000102' });
    expect(feed.snapshot.queue).toHaveLength(0);
    expect(feed.snapshot.items.map((x) => x.id).slice(0, 3)).toEqual(['000102', '000101', '000100']);
    feed.prepend({ id: '000103' });
    expect(feed.snapshot.items[0].id).toBe('000103');
  });

  it('updates and removes items in place', async () => {
    const feed = new NoteFeed(async () => [
      { id: 'a', n: 1 },
      { id: 'b', n: 1 },
    ]);
    await feed.reload();
    feed.update('a', (x) => ({ ...x, n: 2 }));
    feed.update('b', () => null);
    expect(feed.snapshot.items).toEqual([{ id: 'a', n: 2 }]);
  });

  it('at the top, trims the list to 30 and reports the dropped items (scrolled down, the queue is used instead)', async () => {
    const removed: string[] = [];
    const feed = new NoteFeed(async () => ids(15, 500), { onRemoved: (xs) => removed.push(...xs.map((x) => x.id)) });
    await feed.reload();
    for (let i = 0; i < 40; i++) feed.prepend({ id: String(600 + i).padStart(6, '0') });
    expect(feed.snapshot.items).toHaveLength(30);
    expect(feed.snapshot.items[0].id).toBe('000639');
    expect(feed.snapshot.hasMore).toBe(true);
    expect(removed).toHaveLength(25);
    feed.atTop = false;
    for (let i = 0; i < 40; i++) feed.prepend({ id: String(700 + i).padStart(6, '0') });
    expect(feed.snapshot.items).toHaveLength(30);
    expect(feed.snapshot.queue).toHaveLength(40);
  });

  it('with a scheduler, a burst of notes is one update; the destination is decided on arrival', async () => {
    const runs: (() => void)[] = [];
    const feed = new NoteFeed(async () => ids(3, 100), { schedule: (run) => runs.push(run) });
    await feed.reload();
    const updates = vi.fn();
    feed.subscribe(updates);
    feed.prepend({ id: '000101' });
    feed.prepend({ id: '000102' });
    // Hidden (or scrolled down) when it arrived: it waits behind the button even if the reader is back on top by the frame.
    feed.atTop = false;
    feed.prepend({ id: '000103' });
    feed.atTop = true;
    expect(runs).toHaveLength(1);
    expect(updates).not.toHaveBeenCalled();
    runs[0]();
    expect(updates).toHaveBeenCalledTimes(1);
    expect(feed.snapshot.items.map((x) => x.id).slice(0, 2)).toEqual(['000102', '000101']);
    expect(feed.snapshot.queue.map((x) => x.id)).toEqual(['000103']);
  });
  it('puts an ad after every notesPerOneAd-th streamed note, one by one or in one frame; none with 0; counted afresh on reload', async () => {
    const adIds = (feed: NoteFeed<{ id: string }>) => feed.snapshot.adAfter.map((i) => feed.snapshot.items[i].id);
    const stream = (feed: NoteFeed<{ id: string }>, from: number, n: number) => {
      for (let i = 0; i < n; i++) feed.prepend({ id: String(from + i).padStart(6, '0') });
    };
    const oneByOne = new NoteFeed(async () => ids(2, 100), { notesPerOneAd: 3 });
    await oneByOne.reload();
    expect(oneByOne.snapshot.adAfter).toEqual([]);
    stream(oneByOne, 101, 7);
    expect(adIds(oneByOne)).toEqual(['000106', '000103']);

    let run: (() => void) | null = null;
    const framed = new NoteFeed(async () => ids(2, 100), { notesPerOneAd: 3, schedule: (fn) => (run = fn) });
    await framed.reload();
    stream(framed, 101, 7);
    run!();
    expect(adIds(framed)).toEqual(['000106', '000103']);

    await oneByOne.reload();
    stream(oneByOne, 201, 2);
    expect(oneByOne.snapshot.adAfter).toEqual([]);
    stream(oneByOne, 203, 1);
    expect(adIds(oneByOne)).toEqual(['000203']);

    const none = new NoteFeed(async () => ids(2, 100), { notesPerOneAd: 0 });
    await none.reload();
    stream(none, 101, 9);
    expect(none.snapshot.adAfter).toEqual([]);
  });
});
