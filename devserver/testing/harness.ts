/**
 * Test harness: start the devserver in-process on port 0 and call it.
 */
import WebSocket from 'ws';
import { api, Stream } from 'misskey-js';
import { createDevServer, type DevServer, type DevServerOptions } from '../server';

export interface Harness {
  server: DevServer;
  url: string;
  /** POST /api/<endpoint>; resolves to status and parsed body (null for 204). */
  call(
    endpoint: string,
    params?: Record<string, unknown>,
    token?: string | null,
    headers?: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- contract tests read whichever response fields they assert on; typing every endpoint's body here would duplicate misskey-js
  ): Promise<{ status: number; body: any }>;
  signin(username: string): Promise<string>;
  client(token: string | null): api.APIClient;
  stream(token: string | null): Stream;
  close(): Promise<void>;
}

export async function startHarness(opts: Partial<DevServerOptions> = {}): Promise<Harness> {
  const server = await createDevServer({ port: 0, ...opts });
  const streams: Stream[] = [];
  const h: Harness = {
    server,
    url: server.url,
    async call(endpoint, params = {}, token, headers = {}) {
      const res = await fetch(`${server.url}/api/${endpoint}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(token ? { ...params, i: token } : params),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    async signin(username) {
      const r = await h.call('signin-flow', { username, password: 'password' });
      if (!r.body?.i) throw new Error(`signin failed for ${username}: ${JSON.stringify(r.body)}`);
      return r.body.i as string;
    },
    client(token) {
      return new api.APIClient({ origin: server.url, credential: token });
    },
    stream(token) {
      const s = new Stream(server.url, token ? { token } : null, { WebSocket });
      streams.push(s);
      return s;
    },
    async close() {
      for (const s of streams) s.close();
      await server.close();
    },
  };
  return h;
}

/** Resolve with the first value `register` delivers, or reject after `ms`. */
export function waitFor<T>(register: (resolve: (v: T) => void) => void, ms = 3000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    register((v) => {
      clearTimeout(timer);
      resolve(v);
    });
  });
}

export function connected(stream: Stream): Promise<void> {
  if (stream.state === 'connected') return Promise.resolve();
  return waitFor<void>((r) => stream.once('_connected_', () => r()));
}
