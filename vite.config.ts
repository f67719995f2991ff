import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { preloadBoot } from './tools/preloadBoot';
import { sdkAliases } from './tools/sdkAliases';
import { preloadOnlyWhatIsMissing } from './tools/preloadDeps';
import { cspHeaders } from './tools/cspHeaders';
import { aiscriptSandbox } from './tools/aiscriptSandbox';
import { localePacks, readPacks } from './tools/localePacks';
import { serviceWorker } from './tools/serviceWorker';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
/** Misskey's version line with Kite's suffix (spec 1 §1). */
const version = `2025.9.0-kite.${pkg.version}`;
const localesDir = fileURLToPath(new URL('./locales', import.meta.url));
/** The packs' own version: a change of any translation is a new URL and a new cache key. */
const localesVersion = `${version}.${createHash('sha256')
  .update(JSON.stringify([...readPacks(localesDir)]))
  .digest('hex')
  .slice(0, 10)}`;

/** With MISSKEY_URL, `npm run dev` talks to that server; otherwise to a local devserver on DEVSERVER_PORT. */
const backend = process.env.MISSKEY_URL ?? `http://127.0.0.1:${process.env.DEVSERVER_PORT ?? 3001}`;
const proxied = ['/api', '/files', '/proxy', '/avatar', '/emoji', '/twemoji', '/fluent-emoji', '/url', '/miauth', '/__dev', '/__fixtures'];

const preloadDeps = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [react(), preloadBoot(), preloadDeps.plugin, cspHeaders(), localePacks(localesDir, localesVersion), serviceWorker()],
  define: { __KITE_VERSION__: JSON.stringify(version), __KITE_LOCALES_VERSION__: JSON.stringify(localesVersion) },
  resolve: {
    alias: {
      ...sdkAliases,
      // tsyringe's ES2015 build, not the ES5 one its `module` field names: no down-levelled
      // generators and spreads, one tslib helper instead of eight (≈ 1 KiB of the first load).
      tsyringe: fileURLToPath(new URL('./node_modules/tsyringe/dist/esm2015/index.js', import.meta.url)),
    },
  },
  server: {
    host: process.env.HOST ?? '127.0.0.1',
    proxy: {
      ...Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: true }])),
      '/streaming': { target: backend.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
  // The plugin worker loads each AiScript line's sandbox bundle on demand (code-split: ES format).
  worker: { format: 'es', plugins: () => [aiscriptSandbox()] },
  build: {
    target: 'es2022',
    // Every browser Kite supports preloads modules natively (Safari 17+, Firefox 115+); an older
    // one loads the same files a little later. The polyfill was ~0.5 KiB of the entry chunk.
    modulePreload: { polyfill: false, resolveDependencies: preloadDeps.resolveDependencies },
    sourcemap: true,
    reportCompressedSize: false,
    // Chunks and their style sheets are named by content hash alone: every lazy page's files are
    // listed in the boot chunk's preload table, where a readable name cost ≈ 1 KiB of the first load.
    // Seven characters (rolldown's minimum for this many chunks; 42 bits) instead of eight: −0.4 KiB.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // React, its scheduler and the icon components' base in one chunk of their own: every page uses
        // them, so a lazy chunk that imports only some of them (react, jsx-runtime) can no longer make
        // the bundler split them into more first-load files (−0.6 KiB).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes))[\\/.]/,
            },
            // The signed-in start page's modules in one file (they were four): three fewer requests in the
            // first load's queue of six connections, −0.9 KiB. Without their dependencies, which stay
            // in the boot and sdk chunks: the boot chunk never imports this one.
            {
              name: 'timeline',
              includeDependenciesRecursively: false,
              test: /extensions[\\/]timeline[\\/](TimelinePage|TimelineHeader|TimelineTip|TimelineList|liveTimeline|openTimeline|messages|sources)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
});
