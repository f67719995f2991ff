import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { entities } from 'misskey-js';
import { createCatchUpFeed } from '@kite/sdk';
import { createDevServer } from '../../devserver/server';
import type { DevServer } from '../../devserver/server';
import { KernelApi } from '../api/client';
import { KernelStream, RECONNECT_OPTIONS } from './service';

/** Drives the real misskey-js Stream (over `ws`) against the devserver, dropping its sockets. */
describe('KernelStream against the devserver', () => {
  let server: DevServer;
  let token: string;
  beforeAll(async () => {
    server = await createDevServer({ port: 0, quiet: true });
    const res = await fetch(`${server.url}/api/signin-flow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: 'password' }),
    });
    token = ((await res.json()) as { i: string }).i;
  });
  afterAll(() => server?.close());

  const post = (text: string) =>
    fetch(`${server.url}/__dev/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bob', text }),
    });
  const until = async (cond: () => boolean, ms = 8000) => {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('re-joins channels after the socket drops and catches up without duplicates', async () => {
    const stream = new KernelStream({ origin: server.url, token, WebSocket });
    const api = new KernelApi({ target: () => ({ origin: server.url, token }) });
    const states: string[] = [];
    stream.subscribe(() => states.push(stream.state));
    const shown: string[] = [];
    const feed = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => api.request('notes/local-timeline', { sinceId: sinceId ?? undefined, limit: 100 }),
      emit: (n) => shown.push(n.text ?? ''),
    });
    feed.seed(await api.request('notes/local-timeline', { limit: 10 }));
    const conn = stream.useChannel('localTimeline', {});
    conn.on('note', (n) => feed.push(n));
    stream.onReconnect(() => void feed.catchUp());
    await until(() => stream.state === 'connected');

    await post('live 1');
    await until(() => shown.includes('live 1'));

    await fetch(`${server.url}/__dev/drop-streams`, { method: 'POST' });
    await until(() => stream.state === 'reconnecting');
    // Posted while the socket is down: only the catch-up can deliver these.
    await post('offline 1');
    await post('offline 2');
    await until(() => stream.state === 'connected', 6000);
    await until(() => shown.includes('offline 2'));

    // The channel was re-joined: live notes flow again.
    await post('live 2');
    await until(() => shown.includes('live 2'));
    expect(shown).toEqual(['live 1', 'offline 1', 'offline 2', 'live 2']);
    expect(states).toContain('reconnecting');
    conn.dispose();
    stream.close();
  });

  it('catches up on the first connection: a note posted between the first fetch and the socket opening is shown', async () => {
    const stream = new KernelStream({ origin: server.url, token, WebSocket });
    const api = new KernelApi({ target: () => ({ origin: server.url, token }) });
    const shown: string[] = [];
    const feed = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => api.request('notes/local-timeline', { sinceId: sinceId ?? undefined, limit: 100 }),
      emit: (n) => shown.push(n.text ?? ''),
    });
    feed.seed(await api.request('notes/local-timeline', { limit: 10 }));
    await post('before the stream');
    const conn = stream.useChannel('localTimeline', {});
    conn.on('note', (n) => feed.push(n));
    stream.onReconnect(() => void feed.catchUp());
    await until(() => shown.includes('before the stream'));
    expect(shown).toEqual(['before the stream']);
    conn.dispose();
    stream.close();
  });

  it('replaces a socket that went silent and catches up on what it missed', async () => {
    const stream = new KernelStream({ origin: server.url, token, WebSocket, liveness: { quietMs: 300, answerMs: 300, tickMs: 50 } });
    const api = new KernelApi({ target: () => ({ origin: server.url, token }) });
    const shown: string[] = [];
    const feed = createCatchUpFeed<entities.Note>({
      fetchSince: (sinceId) => api.request('notes/local-timeline', { sinceId: sinceId ?? undefined, limit: 100 }),
      emit: (n) => shown.push(n.text ?? ''),
    });
    feed.seed(await api.request('notes/local-timeline', { limit: 10 }));
    const conn = stream.useChannel('localTimeline', {});
    conn.on('note', (n) => feed.push(n));
    let reconnects = 0;
    stream.onReconnect(() => {
      reconnects++;
      void feed.catchUp();
    });
    await until(() => stream.state === 'connected' && reconnects === 1);
    // Quiet but alive: the server answers the check, the socket stays.
    await new Promise((r) => setTimeout(r, 900));
    expect(reconnects).toBe(1);
    await fetch(`${server.url}/__dev/silence-streams`, { method: 'POST' });
    await post('while silent');
    await until(() => shown.includes('while silent'), 5000);
    expect(reconnects).toBe(2);
    expect(shown).toEqual(['while silent']);
    conn.dispose();
    stream.close();
  });

  it('uses the spec reconnect timings', async () => {
    const stream = new KernelStream({ origin: server.url, token, WebSocket });
    stream.start();
    const opened = await stream.ready();
    const rws = (opened as unknown as { stream: { _options: Record<string, unknown> } }).stream;
    expect(rws._options).toMatchObject(RECONNECT_OPTIONS);
    stream.close();
  });
});
