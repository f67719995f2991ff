import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The language packs written here: `locales/<code>.json`, message id → text (en-US is in the code). */
export function readPacks(dir: string): Map<string, Record<string, string>> {
  const packs = new Map<string, Record<string, string>>();
  for (const f of readdirSync(dir)) {
    const m = /^([a-z]{2,3}-[A-Z]{2,3})\.json$/.exec(f);
    if (m?.[1]) packs.set(m[1], JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, string>);
  }
  return packs;
}

/**
 * Serves each pack where the i18n service fetches it, `/assets/locales/<code>.<version>.json`:
 * emitted into the build under that name (a new version, a new URL, so caches never mix
 * versions), and answered by the dev server from the source file.
 */
export function localePacks(dir: string, version: string): Plugin {
  const path = (code: string) => `assets/locales/${code}.${version}.json`;
  return {
    name: 'kite-locale-packs',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = /^\/assets\/locales\/([\w-]+)\.(.+)\.json$/.exec(req.url ?? '');
        const pack = m?.[1] && m[2] === version ? readPacks(dir).get(m[1]) : undefined;
        if (!pack) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(pack));
      });
    },
    generateBundle() {
      for (const [code, pack] of readPacks(dir)) this.emitFile({ type: 'asset', fileName: path(code), source: JSON.stringify(pack) });
    },
  };
}
