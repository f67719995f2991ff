/**
 * createDevServer: the HTTP server tying API, streaming, media, client serving,
 * fault injection, persistence and the demo-note ticker together.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir } from 'node:fs/promises';
import { State, emptyDb } from './store/state';
import { Persister, loadData, wipeData } from './store/persist';
import { seed } from './seed';
import { buildEndpoints } from './api';
import { handleApi } from './http/api-handler';
import { Faults } from './dev/faults';
import { handleDev } from './dev/routes';
import { StreamingServer } from './streaming/server';
import { serveMedia } from './static/media';
import { serveClient, htmlHeaders } from './static/client';
import { MANIFEST_HEADERS, webManifest } from './static/webManifest';
import { serverMetaOf } from './store/serverMeta';
import { fixtureHtml, urlPreview } from './static/fixtures';
import { EXTERNAL_RESOURCES } from './static/externalResources';
import { miauthPage } from './static/miauth-page';
import { createProxy, PROXIED_PREFIXES } from './http/proxy';
import { createOAuthRoutes } from './oauth/routes';
import { createProxiedOAuthRoutes } from './oauth/proxied';
import { startTicker } from './dev/ticker';
import { fetchForUpload } from './dev/fetch-url';
import { verifyEmail } from './api/accountPages';
import type { ServerConfig } from './api/meta';

export interface DevServerOptions {
  port: number;
  host?: string;
  tick?: number;
  dataDir?: string;
  reset?: boolean;
  clientDir?: string;
  proxyTo?: string;
  /** Bytes allowed per upload (meta.maxFileSize). Default 10 MB. */
  maxFileSize?: number;
  quiet?: boolean;
}

export interface DevServer {
  url: string;
  state: State;
  close(): Promise<void>;
}

export async function createDevServer(opts: DevServerOptions): Promise<DevServer> {
  const host = opts.host ?? '127.0.0.1';
  const cfg: ServerConfig = { name: 'Kite devserver', maxFileSize: opts.maxFileSize ?? 10 * 1024 * 1024 };
  const state = new State(emptyDb(Date.now()));
  const faults = opts.proxyTo ? null : new Faults();
  const endpoints = buildEndpoints(cfg);
  const streaming = new StreamingServer(state);
  const proxy = opts.proxyTo ? createProxy(opts.proxyTo) : null;
  const oauth = opts.proxyTo
    ? createProxiedOAuthRoutes(opts.proxyTo, opts.clientDir ?? null)
    : createOAuthRoutes(state, opts.clientDir ?? null);
  let persister: Persister | null = null;

  const reseed = (): void => {
    const s = seed(state.origin);
    state.replace(s.db, s.blobs);
    persister?.forget();
    state.changed();
  };

  const services = { fetchUrl: (url: string) => fetchForUpload(state, url) };

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    // Kite answers the browser at /oauth/authorize; the server behind it validates (devserver/oauth/).
    if (
      (path.startsWith('/oauth/') || path.startsWith('/.well-known/') || path.startsWith('/__dev/oauth-client')) &&
      (await oauth.handle(req, res, url))
    )
      return;
    if (proxy && PROXIED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) return proxy.web(req, res);
    if (!proxy) {
      if (path.startsWith('/api/')) {
        const name = path.slice(5).replace(/\/$/, '');
        const check = /^miauth\/([^/]+)\/check$/.exec(name);
        if (check) req.url = `/api/miauth/check`;
        if (check && req.method === 'POST') return handleMiauthCheck(req, res, check[1] ?? '');
        return handleApi(req, res, name, { state, endpoints, faults, services, maxUploadBytes: cfg.maxFileSize });
      }
      if (path.startsWith('/__dev/') && faults) {
        return handleDev(req, res, path, {
          state,
          faults,
          dropStreams: () => streaming.dropAll(),
          reset: async () => {
            streaming.dropAll();
            reseed();
          },
        });
      }
      if (path === '/url') return urlPreview(req, res, state);
      // Misskey's server answers a verification link itself (plain text); the client page asks it with fetch.
      const ve = /^\/verify-email\/([^/]+)$/.exec(path);
      if (ve && req.method === 'GET' && !String(req.headers.accept ?? '').includes('text/html')) {
        const ok = verifyEmail(state, decodeURIComponent(ve[1] ?? ''));
        res.writeHead(ok ? 200 : 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
        res.end(ok ? 'Verification succeeded!' : 'Verification failed. Please try again.');
        return;
      }
      const mi = /^\/miauth\/([^/]+)$/.exec(path);
      if (mi) return miauthPage(req, res, state, decodeURIComponent(mi[1] ?? ''));
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (serveMedia(req, res, state, path, url.searchParams)) return;
        // The app's manifest carries this server's name, colour and icons (static/webManifest.ts).
        if (path === '/manifest.json') {
          res.writeHead(200, MANIFEST_HEADERS);
          res.end(req.method === 'HEAD' ? undefined : JSON.stringify(webManifest(serverMetaOf(state, cfg.name))));
          return;
        }
        const fx = /^\/__fixtures\/([\w.-]+\.html)$/.exec(path);
        const html = fx ? fixtureHtml(fx[1] ?? '', state.origin) : null;
        if (html) {
          res.writeHead(200, await htmlHeaders(null));
          res.end(html);
          return;
        }
        const json = /^\/__fixtures\/([\w.-]+\.json)$/.exec(path);
        const resource = json ? EXTERNAL_RESOURCES[json[1] ?? ''] : undefined;
        if (resource) {
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(resource));
          return;
        }
      }
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && opts.clientDir && (await serveClient(req, res, opts.clientDir, path))) return;
    if (path === '/' && !opts.clientDir) {
      res.writeHead(200, await htmlHeaders(null));
      res.end(
        `<!doctype html><meta charset="utf-8"><title>Kite devserver</title><h1>Kite devserver</h1><p>API at <code>/api</code>, streaming at <code>/streaming</code>. Sign in as <b>alice</b> / <b>password</b>.</p>`,
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }

  function handleMiauthCheck(req: IncomingMessage, res: ServerResponse, session: string): Promise<void> {
    // The session comes from the path; the handler reads it from params.
    const def = endpoints.get('miauth/check');
    if (!def) throw new Error('miauth/check missing');
    const wrapped = new Map(endpoints);
    wrapped.set('miauth/check', { ...def, handler: (ctx) => def.handler({ ...ctx, params: { ...ctx.params, session } }) });
    return handleApi(req, res, 'miauth/check', { state, endpoints: wrapped, faults, services, maxUploadBytes: cfg.maxFileSize });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((e) => {
      console.error('[devserver]', e);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    });
  });
  // Node closes an idle kept-alive socket after 5 s; a client reusing it at that moment gets
  // ECONNRESET (seen in the e2e suite). Misskey sits behind proxies that keep them longer.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (proxy && path.startsWith('/streaming')) return proxy.upgrade(req, socket, head);
    if (!proxy && path === '/streaming') return streaming.handleUpgrade(req, socket, head);
    socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${addr.port}`;
  state.origin = url;

  if (!proxy) {
    if (opts.dataDir) {
      await mkdir(opts.dataDir, { recursive: true });
      if (opts.reset) await wipeData(opts.dataDir);
      const loaded = await loadData(opts.dataDir);
      if (loaded) state.replace(loaded.db, loaded.blobs);
      else {
        const s = seed(url);
        state.replace(s.db, s.blobs);
      }
      persister = new Persister(state, opts.dataDir);
      if (!loaded) await persister.save();
    } else {
      const s = seed(url);
      state.replace(s.db, s.blobs);
    }
  }
  const ticker = opts.tick && !proxy ? startTicker(state, opts.tick) : null;

  return {
    url,
    state,
    async close() {
      ticker?.stop();
      streaming.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await persister?.close();
    },
  };
}
