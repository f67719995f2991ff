/**
 * Media the server hosts: drive files (/files), identicons and avatars, custom emoji
 * images, unicode emoji stand-ins (/twemoji, /fluent-emoji), the media proxy (/proxy)
 * for local URLs, server images (/static) and fixture pictures.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { State } from '../store/state';
import { decorationImage, emojiSvg, identicon, picture } from '../seed/media';
import { avatarUrl } from '../store/pack-user';

const cache = new Map<string, Buffer>();
function cached(key: string, make: () => Buffer): Buffer {
  let b = cache.get(key);
  if (!b) {
    b = make();
    cache.set(key, b);
  }
  return b;
}

export function sendBytes(
  req: IncomingMessage,
  res: ServerResponse,
  bytes: Buffer,
  type: string,
  extra: Record<string, string> = {},
): void {
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Accept-Ranges': 'bytes',
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'public, max-age=86400',
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    ...extra,
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const size = bytes.length;
    let start = range[1] ? Number(range[1]) : size - Number(range[2]);
    let end = range[1] && range[2] ? Number(range[2]) : size - 1;
    start = Math.max(0, start);
    end = Math.min(size - 1, end);
    if (start > end) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` });
      res.end();
      return;
    }
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) });
    res.end(req.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
  res.end('Not found');
}

/** Handle a media path. Returns false when the path is not a media path. */
export function serveMedia(req: IncomingMessage, res: ServerResponse, state: State, pathname: string, search: URLSearchParams): boolean {
  let m: RegExpExecArray | null;
  if ((m = /^\/files\/([\w-]+)(?:\/.*)?$/.exec(pathname))) {
    const f = state.file(m[1]);
    const bytes = f ? state.blobs.get(f.blobKey) : undefined;
    if (!f || !bytes) {
      notFound(res);
      return true;
    }
    const disposition = `inline; filename="${encodeURIComponent(f.name)}"`;
    sendBytes(req, res, bytes, f.type.startsWith('text/') ? 'text/plain; charset=utf-8' : f.type, { 'Content-Disposition': disposition });
    return true;
  }
  if ((m = /^\/identicon\/(.+?)(?:\.png)?$/.exec(pathname))) {
    const seed = decodeURIComponent(m[1] ?? '');
    sendBytes(
      req,
      res,
      cached(`identicon:${seed}`, () => identicon(seed)),
      'image/png',
    );
    return true;
  }
  if ((m = /^\/avatar\/@([\w]+)(?:@([\w.-]+))?$/.exec(pathname))) {
    const u = state.userByName(m[1] ?? '', m[2] ?? null);
    if (!u) {
      sendBytes(
        req,
        res,
        cached('identicon:?', () => identicon('?')),
        'image/png',
      );
      return true;
    }
    res.writeHead(302, { Location: avatarUrl(state, u), 'Access-Control-Allow-Origin': '*' });
    res.end();
    return true;
  }
  if ((m = /^\/emoji\/([\w+-]+?)(?:@[\w.-]+)?\.(?:webp|png)$/.exec(pathname))) {
    const e = state.db.emojis.find((x) => x.name === m![1]);
    const f = e ? state.file(e.fileId) : undefined;
    const bytes = f ? state.blobs.get(f.blobKey) : undefined;
    if (!bytes || !f) {
      notFound(res);
      return true;
    }
    sendBytes(req, res, bytes, f.type);
    return true;
  }
  if ((m = /^\/(?:twemoji|fluent-emoji)\/([0-9a-f-]+)\.(?:svg|png)$/i.exec(pathname))) {
    sendBytes(req, res, Buffer.from(emojiSvg(m[1] ?? '')), 'image/svg+xml');
    return true;
  }
  if (pathname === '/proxy' || pathname.startsWith('/proxy/')) {
    const target = search.get('url') ?? '';
    let u: URL | null = null;
    try {
      u = new URL(target);
    } catch {
      u = null;
    }
    if (u && u.host === state.host) {
      res.writeHead(302, { Location: u.href, 'Access-Control-Allow-Origin': '*' });
      res.end();
    } else if (search.get('fallback') === '1') {
      sendBytes(
        req,
        res,
        cached('identicon:fallback', () => identicon('fallback')),
        'image/png',
      );
    } else notFound(res);
    return true;
  }
  if ((m = /^\/static\/([\w-]+)\.png$/.exec(pathname)) || (m = /^\/__fixtures\/([\w-]+)\.png$/.exec(pathname))) {
    const name = m[1] ?? 'x';
    sendBytes(
      req,
      res,
      cached(`pic:${name}`, () =>
        name === 'instance-icon' ? identicon('kite-instance') : name.startsWith('decoration-') ? decorationImage(name) : picture(name),
      ),
      'image/png',
    );
    return true;
  }
  return false;
}
