/**
 * The OAuth 2 paths of the server, answered by the devserver's own provider or, in proxy mode
 * (MISSKEY_URL), by the real server behind Kite (`proxied.ts`). Either way the browser gets
 * Kite's page at /oauth/authorize, with the server's decision in meta tags (see docs/architecture.md,
 * "OAuth 2 consent").
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import { CORS_HEADERS, readBody, sendJson } from '../http/respond';
import { htmlHeaders } from '../static/client';
import { OAuthError, type ClientFetch } from './client';
import { OAuthProvider } from './provider';
import { consentTags, errorTags, refreshPage, withTags } from './page';
import { demoClientPage } from './demoClient';

const BODY_LIMIT = 64 * 1024;

/** Kite's index.html (or a bare page without a client) carrying `tags`. */
export async function sendKitePage(res: ServerResponse, clientDir: string | null, status: number, tags: string): Promise<void> {
  const index = clientDir ? await readFile(join(clientDir, 'index.html'), 'utf8').catch(() => null) : null;
  res.writeHead(status, { ...(await htmlHeaders(clientDir)), 'Cache-Control': 'no-store' });
  res.end(withTags(index, tags));
}

/** Sends the browser to `location`: a plain redirect on this origin, a `Refresh` page to another (form-action). */
export async function sendOnward(res: ServerResponse, location: string, ownOrigin: string): Promise<void> {
  if (new URL(location, ownOrigin).origin === new URL(ownOrigin).origin) {
    res.writeHead(302, { Location: location, 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const page = refreshPage(location);
  res.writeHead(200, { ...(await htmlHeaders(null)), ...page.headers });
  res.end(page.body);
}

function sendOAuthError(res: ServerResponse, e: OAuthError, cors = false): void {
  sendJson(res, e.status, e.body(), { 'Cache-Control': 'no-store', ...(cors ? CORS_HEADERS : {}) });
}

/** The devserver fetches client pages itself (its own demo client is on its own origin). */
export const fetchClientPage: ClientFetch = (url) => fetch(url, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(5000) });

export interface OAuthRoutes {
  /** Answers the request when `path` is an OAuth path; false otherwise. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export function createOAuthRoutes(state: State, clientDir: string | null, fetchPage: ClientFetch = fetchClientPage): OAuthRoutes {
  const provider = new OAuthProvider(state, fetchPage);
  return {
    async handle(req, res, url) {
      const path = url.pathname;
      const demo = req.method === 'GET' ? demoClientPage(path, url.searchParams) : null;
      if (demo) {
        res.writeHead(200, await htmlHeaders(null));
        res.end(demo);
        return true;
      }
      if (path === '/.well-known/oauth-authorization-server' && req.method === 'GET') {
        sendJson(res, 200, provider.metadata(), CORS_HEADERS);
        return true;
      }
      if (path === '/oauth/authorize' && req.method === 'GET') {
        try {
          const r = await provider.authorize(url.searchParams);
          if (r.kind === 'redirect') await sendOnward(res, r.location, state.origin);
          else await sendKitePage(res, clientDir, 200, consentTags(r.meta));
        } catch (e) {
          if (!(e instanceof OAuthError)) throw e;
          await sendKitePage(res, clientDir, e.status, errorTags(e));
        }
        return true;
      }
      if (path === '/oauth/decision' && req.method === 'POST') {
        const body = new URLSearchParams((await readBody(req, BODY_LIMIT)).toString('utf8'));
        try {
          await sendOnward(res, provider.decide(body), state.origin);
        } catch (e) {
          if (!(e instanceof OAuthError)) throw e;
          sendOAuthError(res, e);
        }
        return true;
      }
      if (path === '/oauth/token') {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS_HEADERS);
          res.end();
          return true;
        }
        if (req.method !== 'POST') return false;
        const raw = (await readBody(req, BODY_LIMIT)).toString('utf8');
        // Clients may send JSON or a form, as Misskey accepts both.
        let body: Record<string, unknown> = {};
        try {
          const parsed: unknown = String(req.headers['content-type'] ?? '').includes('json')
            ? JSON.parse(raw)
            : Object.fromEntries(new URLSearchParams(raw));
          if (parsed && typeof parsed === 'object') body = { ...parsed };
        } catch {
          /* an unreadable body is a request without parameters */
        }
        try {
          sendJson(res, 200, provider.exchange(body), { ...CORS_HEADERS, 'Cache-Control': 'no-store', Pragma: 'no-cache' });
        } catch (e) {
          if (!(e instanceof OAuthError)) throw e;
          sendOAuthError(res, e, true);
        }
        return true;
      }
      if (path.startsWith('/oauth/')) {
        // Misskey answers unknown OAuth paths so that clients can tell what is supported.
        sendJson(res, 404, {
          error: {
            message: 'Unknown OAuth endpoint.',
            code: 'UNKNOWN_OAUTH_ENDPOINT',
            id: 'aa49e620-26cb-4e28-aad6-8cbcb58db147',
            kind: 'client',
          },
        });
        return true;
      }
      return false;
    },
  };
}
