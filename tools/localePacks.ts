import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The language packs written here: `locales/<code>/*.json`, each file message id → text
 * (en-US is in the code). A pack is split into files by namespace so that translators
 * working on different parts never edit the same file; an id in two files is an error.
 */
export function readPacks(dir: string): Map<string, Record<string, string>> {
  const packs = new Map<string, Record<string, string>>();
  for (const code of readdirSync(dir)) {
    if (!/^[a-z]{2,3}-[A-Z]{2,3}$/.test(code) || !statSync(join(dir, code)).isDirectory()) continue;
    const pack: Record<string, string> = {};
    for (const f of readdirSync(join(dir, code))
      .filter((n) => n.endsWith('.json'))
      .sort()) {
      let part: unknown;
      try {
        part = JSON.parse(readFileSync(join(dir, code, f), 'utf8'));
      } catch (e) {
        throw new Error(`${dir}/${code}/${f}: ${e instanceof Error ? e.message : String(e)}`);
      }
      if (typeof part !== 'object' || part === null || Array.isArray(part)) throw new Error(`${dir}/${code}/${f}: not an object`);
      for (const [id, text] of Object.entries(part)) {
        // The client takes a pack with anything but texts for a broken one, and speaks English.
        if (typeof text !== 'string') throw new Error(`${dir}/${code}/${f}: ${id} is no text (one flat object of "id": "text")`);
        if (id in pack) throw new Error(`${dir}/${code}: ${id} is in two files (${f} and another)`);
        pack[id] = text;
      }
    }
    packs.set(code, pack);
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
