import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PLUGIN_WORKER_CSP, buildCsp } from '../devserver/static/csp';

/** The CSP for the operator config: extension origins and the captcha providers' script origins. */
function cspFor(configFile: string): string {
  try {
    const parsed = JSON.parse(readFileSync(configFile, 'utf8')) as { extensions?: unknown; captchaProviders?: unknown };
    const exts = Array.isArray(parsed.extensions) ? parsed.extensions.filter((u): u is string => typeof u === 'string') : [];
    return buildCsp(exts, Array.isArray(parsed.captchaProviders) ? parsed.captchaProviders : []);
  } catch {
    return buildCsp([]);
  }
}

/**
 * The service worker is checked for a new build at every visit (never cached by the HTTP cache) and may
 * control the whole origin; the manifest is read with its own type (issue 36; the devserver sends the same).
 */
const PWA_HEADERS = `/sw.js
  Cache-Control: no-cache
  Service-Worker-Allowed: /
/manifest.json
  Content-Type: application/manifest+json
  Cache-Control: no-cache
`;

/**
 * Every production build carries its Content-Security-Policy: `_headers` (the format
 * static hosts such as Netlify and Cloudflare Pages read) is written beside index.html,
 * and `vite preview` sends the header too. The devserver computes the same policy per
 * request from the live kite.config.json; an operator who adds extension origins on a
 * static host updates `_headers` alongside kite.config.json.
 */
export function cspHeaders(): Plugin {
  let root = process.cwd();
  return {
    name: 'kite-csp-headers',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const csp = cspFor(path.join(root, 'public/kite.config.json'));
      // `! Content-Security-Policy` detaches the page policy from the plugin worker (Cloudflare
      // Pages / Netlify syntax); two policies would both apply and forbid the worker's eval.
      const worker = `/assets/pluginWorker-*
  ! Content-Security-Policy
  Content-Security-Policy: ${PLUGIN_WORKER_CSP}
`;
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: `/*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
${PWA_HEADERS}${worker}`,
      });
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const accept = req.headers.accept ?? '';
        if (req.method === 'GET' && accept.includes('text/html')) {
          res.setHeader('Content-Security-Policy', cspFor(path.join(outDir, 'kite.config.json')));
          res.setHeader('X-Content-Type-Options', 'nosniff');
        }
        next();
      });
    },
  };
}
