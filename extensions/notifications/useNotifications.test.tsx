// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import type { entities } from 'misskey-js';
import { Api, Stream } from '@kite/sdk';
import type { StreamState } from '@kite/sdk';
import { mockApi, notificationFixture, provide, renderWithServices, streamDouble } from '@kite/sdk/testing';
import type { Provided } from '@kite/sdk/testing';
import { useNotificationList } from './useNotifications';

afterEach(cleanup);

const notification = (id: string): entities.Notification =>
  notificationFixture({ type: 'app', body: `body ${id}`, header: null, icon: null }, { id });

/**
 * A server double holding notifications (newest first) and a stream double whose main channel
 * the test drives. `firstPage` can be held back to let live rows arrive before it.
 */
function setup(opts: { state: StreamState; held: string[]; holdFirstPage?: boolean }) {
  const server = opts.held.map(notification);
  let release: () => void = () => {};
  const gate = opts.holdFirstPage ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  let catchUpGate: Promise<void> = Promise.resolve();
  let releaseCatchUp: () => void = () => {};
  let calls = 0;
  // As Misskey pages: untilId → the newest below it; sinceId → the oldest above it.
  const api = mockApi({
    'i/notifications-grouped': async ({ sinceId, untilId, limit = 10 }) => {
      const first = calls++ === 0;
      const answer = sinceId
        ? server
            .filter((n) => n.id > sinceId)
            .reverse()
            .slice(0, limit)
        : server.filter((n) => !untilId || n.id < untilId).slice(0, limit);
      await (first ? gate : catchUpGate);
      return answer;
    },
  });
  const stream = streamDouble({ state: opts.state });
  const services: Provided<unknown>[] = [provide(Api, api), provide(Stream, stream)];
  return {
    services,
    api,
    release,
    /** A notification created on the server; `live` also sends it on the main channel. */
    create(id: string, live: boolean) {
      const n = notification(id);
      server.unshift(n);
      if (live) stream.emit('main', 'notification', n);
    },
    /** The socket (re)connects: the stream runs its connection listeners. */
    connect: () => stream.reconnect(),
    /** The next catch-up's answer (taken as the server has it now) waits for `releaseCatchUp`. */
    holdCatchUp: () => void (catchUpGate = new Promise<void>((r) => (releaseCatchUp = r))),
    releaseCatchUp: () => releaseCatchUp(),
  };
}

function Ids() {
  const list = useNotificationList('all', null, { markAsRead: false });
  return <p data-testid="ids">{list.rows?.map((r) => r.item.id).join(' ') ?? 'loading'}</p>;
}

const shown = () => screen.getByTestId('ids').textContent;

/** Renders the list over the doubles; with `firstPage`, waits until it shows. */
async function mount(s: ReturnType<typeof setup>, firstPage?: string) {
  renderWithServices(<Ids />, { services: s.services });
  if (firstPage) await vi.waitFor(() => expect(shown()).toBe(firstPage));
}

describe('useNotificationList', () => {
  it('joined on an open socket, it fetches what came between the first page and the channel', async () => {
    const s = setup({ state: 'connected', held: ['n002', 'n001'], holdFirstPage: true });
    await mount(s);
    // Created after the server answered the first page, before the channel was joined: never sent live.
    await act(async () => {
      s.release();
      await Promise.resolve();
      s.create('n003', false);
    });
    await vi.waitFor(() => expect(shown()).toBe('n003 n002 n001'));
    expect(s.api.calls).toHaveLength(2);
  });

  it('after a reconnect it shows what was missed once, and a row sent live before the first page is kept', async () => {
    const s = setup({ state: 'initializing', held: ['n002', 'n001'], holdFirstPage: true });
    await mount(s);
    await act(async () => s.create('n003', true));
    await act(async () => s.release());
    await vi.waitFor(() => expect(shown()).toBe('n003 n002 n001'));
    // The socket drops; two notifications come meanwhile, one of them is also sent live after it is back.
    s.create('n004', false);
    s.create('n005', false);
    await act(async () => s.connect());
    await vi.waitFor(() => expect(shown()).toBe('n005 n004 n003 n002 n001'));
    await act(async () => s.create('n006', true));
    expect(shown()).toBe('n006 n005 n004 n003 n002 n001');
  });

  it('after a gap longer than a page it shows the newest, contiguous, and keeps its size', async () => {
    const s = setup({ state: 'initializing', held: ['n002', 'n001'] });
    await mount(s, 'n002 n001');
    for (let i = 3; i <= 42; i++) s.create(`n${String(i).padStart(3, '0')}`, false);
    await act(async () => s.connect());
    const expected = Array.from({ length: 30 }, (_, k) => `n${String(42 - k).padStart(3, '0')}`).join(' ');
    await vi.waitFor(() => expect(shown()).toBe(expected));
  });

  it('a row caught up after a newer one came live goes below it', async () => {
    const s = setup({ state: 'initializing', held: ['n002', 'n001'] });
    await mount(s, 'n002 n001');
    // n003 came while the socket was down; n004 arrives live before the catch-up's answer (taken without it).
    s.create('n003', false);
    s.holdCatchUp();
    await act(async () => s.connect());
    await act(async () => s.create('n004', true));
    await act(async () => s.releaseCatchUp());
    await vi.waitFor(() => expect(shown()).toBe('n004 n003 n002 n001'));
  });
});
