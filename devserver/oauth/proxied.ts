/**
 * OAuth 2 in proxy mode (MISSKEY_URL): the real server validates and decides; Kite answers the
 * browser. GET /oauth/authorize asks the server and serves Kite's page with the server's
 * `misskey:oauth:*` meta tags (or its refusal); a redirect to the app passes through. The
 * decision form is forwarded, and the server's redirect to the app becomes a `Refresh` page
 * (form-action). /oauth/token and the metadata are plain proxied paths.
 */
import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/respond';
import { consentTags, errorTags, readConsentTags, readErrorTags } from './page';
import { sendKitePage, sendOnward, type OAuthRoutes } from './routes';

const BODY_LIMIT = 64 * 1024;

const ownOrigin = (req: IncomingMessage): string => `http://${req.headers.host ?? '127.0.0.1'}`;

/** The server's Location, made relative when it points at the server itself (as the proxy does). */
function onward(location: string, upstream: URL): string {
  return location.startsWith(upstream.origin) ? location.slice(upstream.origin.length) || '/' : location;
}

/**
 * What an error answer says: Misskey's `{ error, error_description }` (or the tags of another
 * Kite host's page, when the server behind is a devserver), else a generic refusal.
 */
async function refusal(res: Response): Promise<{ error: string; message: string }> {
  const text = await res.text().catch(() => '');
  let rec: Record<string, unknown> = {};
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') rec = { ...body };
  } catch {
    rec = readErrorTags(text);
  }
  return {
    error: typeof rec.error === 'string' ? rec.error : 'server_error',
    message: typeof rec.error_description === 'string' ? rec.error_description : `HTTP ${res.status}`,
  };
}

export function createProxiedOAuthRoutes(target: string, clientDir: string | null): OAuthRoutes {
  const upstream = new URL(target);
  const at = (pathAndQuery: string): string => upstream.origin + upstream.pathname.replace(/\/$/, '') + pathAndQuery;
  return {
    async handle(req, res, url) {
      if (url.pathname === '/oauth/authorize' && req.method === 'GET') {
        const answer = await fetch(at(url.pathname + url.search), {
          redirect: 'manual',
          headers: { Accept: 'text/html', 'Accept-Language': String(req.headers['accept-language'] ?? '') },
        }).catch(() => null);
        const location = answer?.headers.get('location');
        if (answer && answer.status >= 300 && answer.status < 400 && location) {
          res.writeHead(302, { Location: onward(location, upstream), 'Cache-Control': 'no-store' });
          res.end();
        } else if (answer?.ok) {
          const meta = readConsentTags(await answer.text());
          await sendKitePage(
            res,
            clientDir,
            meta ? 200 : 502,
            meta ? consentTags(meta) : errorTags({ error: 'server_error', message: 'The server sent no consent' }),
          );
        } else {
          const e = answer ? await refusal(answer) : { error: 'server_error', message: 'The server could not be reached' };
          await sendKitePage(res, clientDir, answer?.status ?? 502, errorTags(e));
        }
        return true;
      }
      if (url.pathname === '/oauth/decision' && req.method === 'POST') {
        const body = await readBody(req, BODY_LIMIT);
        const answer = await fetch(at(url.pathname), {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': String(req.headers['content-type'] ?? 'application/x-www-form-urlencoded') },
          body: body.toString('utf8'),
        }).catch(() => null);
        const location = answer?.headers.get('location');
        if (answer && location) await sendOnward(res, onward(location, upstream), ownOrigin(req));
        else {
          res.writeHead(answer?.status ?? 502, { 'Content-Type': answer?.headers.get('content-type') ?? 'text/plain; charset=utf-8' });
          res.end(answer ? Buffer.from(await answer.arrayBuffer()) : 'Bad gateway');
        }
        return true;
      }
      return false;
    },
  };
}
