import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Plugin } from 'vite';

/** One precache entry: a hashed file has no revision (its name is its version). */
export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}

/** The shell's files beside index.html (public/): their contents are their revisions. */
export const SHELL_FILES = ['index.html', 'favicon.svg', 'manifest.json'];

/**
 * The hashed files of the first screen: the entry, the boot chunk and the built-in bundles' indexes with
 * everything they import statically, the start page's chunk, and their style sheets.
 */
export function startFiles(chunks: readonly ChunkLike[], startModules: readonly RegExp[]): string[] {
  const out = new Set<string>();
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const visit = (c: ChunkLike | undefined) => {
    if (!c || out.has(c.fileName)) return;
    out.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) out.add(css);
    for (const i of c.imports) visit(byName.get(i));
  };
  for (const c of chunks) if (c.isEntry || c.moduleIds.some((id) => startModules.some((r) => r.test(id)))) visit(c);
  return [...out].sort();
}

function revisionOf(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** The shell files and icons as written to `outDir`, each with its content's hash. */
export function shellEntries(outDir: string): PrecacheEntry[] {
  const icons = existsSync(path.join(outDir, 'icons')) ? readdirSync(path.join(outDir, 'icons')).map((f) => `icons/${f}`) : [];
  return [...SHELL_FILES, ...icons]
    .filter((f) => existsSync(path.join(outDir, f)))
    .map((f) => ({ url: `/${f}`, revision: revisionOf(path.join(outDir, f)) }));
}

/** What the first screen loads besides the built-in bundles' indexes (kernel/boot imports those). */
const START_MODULES = [
  /[\\/]kernel[\\/]boot[\\/]boot\.tsx$/,
  /[\\/]extensions[\\/][\w-]+[\\/]index\.tsx?$/,
  /[\\/]extensions[\\/]timeline[\\/]TimelinePage\.tsx$/,
];

/**
 * Builds `/sw.js` (extensions/pwa/worker/sw.ts) after the app: one classic script (every browser runs
 * it; module workers are not everywhere yet) with Workbox inside and the precache list of this build.
 */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let hashed: string[] = [];
  let written = false;
  return {
    name: 'kite-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The bundle as written: later hooks of other plugins drop chunks (CSS-only ones) after generateBundle.
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                type: 'chunk' as const,
                fileName: c.fileName,
                imports: c.imports,
                moduleIds: c.moduleIds,
                isEntry: c.isEntry,
                viteMetadata: c.viteMetadata,
              },
            ]
          : [],
      );
      hashed = startFiles(chunks, START_MODULES);
      written = true;
    },
    // After every plugin has written (the public files too); not after a failed build.
    async closeBundle() {
      if (!written) return;
      written = false;
      const precache: PrecacheEntry[] = [...shellEntries(outDir), ...hashed.map((f) => ({ url: `/${f}`, revision: null }))];
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        resolve: { alias: { '@kite/sdk': fileURLToPath(new URL('../sdk/i18n.ts', import.meta.url)) } },
        define: { __KITE_PRECACHE__: JSON.stringify(precache), 'process.env.NODE_ENV': '"production"' },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          sourcemap: false,
          reportCompressedSize: false,
          lib: {
            entry: fileURLToPath(new URL('../extensions/pwa/worker/sw.ts', import.meta.url)),
            formats: ['iife'],
            name: 'kiteSw',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
