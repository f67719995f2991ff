/**
 * Serving the built client: static files, long cache for /assets/*, SPA fallback to
 * index.html, kite.config.json read fresh on every request, CSP on every HTML response.
 * Scripts, styles and other text assets are sent gzipped to a browser that accepts it, as any
 * production web server (and Misskey's own) sends them: the phone profile's 1.6 Mbps makes the
 * difference a second (issue 18).
 */
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLUGIN_WORKER_CSP, buildCsp, isPluginWorkerAsset } from './csp';
import { isKnownExtension, mimeOf } from './mime';
import { MANIFEST_HEADERS, SW_HEADERS } from './webManifest';

export interface KiteConfig {
  bundles?: Record<string, boolean>;
  extensions?: string[];
  /** Captchas the server may require (hcaptcha, recaptcha, turnstile, …): their script origins go into the CSP. */
  captchaProviders?: string[];
}

export async function readKiteConfig(dir: string): Promise<KiteConfig> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, 'kite.config.json'), 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** Headers every HTML page gets. */
export async function htmlHeaders(clientDir: string | null): Promise<Record<string, string>> {
  const cfg = clientDir ? await readKiteConfig(clientDir) : {};
  const exts = Array.isArray(cfg.extensions) ? cfg.extensions.filter((x): x is string => typeof x === 'string') : [];
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': buildCsp(exts, Array.isArray(cfg.captchaProviders) ? cfg.captchaProviders : []),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
}

async function fileIn(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = resolve(root, '.' + normalize('/' + decoded));
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const s = await stat(full);
    if (s.isFile()) return full;
    if (s.isDirectory()) {
      const idx = join(full, 'index.html');
      if ((await stat(idx).catch(() => null))?.isFile()) return idx;
    }
  } catch {
    /* not found */
  }
  return null;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;
/** Hashed asset names never change content; a rebuilt dist has new names (mtime guards the rest). */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzipped(file: string, body: Buffer): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const hit = gzipCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const gz = gzipSync(body, { level: 9 });
  gzipCache.set(file, { mtimeMs, body: gz });
  return gz;
}

/**
 * A missing file with one of the extensions we serve (`/favicon.ico`, `/x.js`) is a 404; every
 * other path is a client route, dots included: `/@frank@remote.example`, `/tags/a.b`.
 */
export function isStaticFileName(pathname: string): boolean {
  const ext = /\.([a-z0-9]{1,12})$/i.exec(pathname)?.[1];
  return ext != null && isKnownExtension(ext);
}

/** Serve a GET/HEAD from the client directory. Returns false when nothing was served. */
export async function serveClient(req: IncomingMessage, res: ServerResponse, clientDir: string, pathname: string): Promise<boolean> {
  const root = resolve(clientDir);
  if (pathname === '/kite.config.json') {
    const body = JSON.stringify(await readKiteConfig(root));
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  let file = await fileIn(root, pathname);
  const isAsset = pathname.startsWith('/assets/');
  if (!file && !isAsset && !isStaticFileName(pathname)) file = await fileIn(root, '/index.html');
  if (!file) return false;
  const type = mimeOf(file);
  const headers: Record<string, string> = type.startsWith('text/html')
    ? await htmlHeaders(root)
    : {
        'Content-Type': type,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
  if (isPluginWorkerAsset(pathname)) headers['Content-Security-Policy'] = PLUGIN_WORKER_CSP;
  if (pathname === '/sw.js') Object.assign(headers, SW_HEADERS);
  if (pathname === '/manifest.json') Object.assign(headers, MANIFEST_HEADERS);
  let body: Buffer = await readFile(file);
  if (isAsset && COMPRESSIBLE.test(type)) {
    headers['Vary'] = 'Accept-Encoding';
    if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = await gzipped(file, body);
      headers['Content-Encoding'] = 'gzip';
    }
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(body.length) });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}
