/**
 * Finding the chunk a module was built into, from the build manifest (`vite build --manifest`).
 * A module has a manifest entry of its own unless a named rolldown `codeSplitting` group took it in
 * (vite.config.ts); then it is the chunk whose source map lists it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The source paths a built file's source map lists, or null without a map. */
export type SourcesOf = (file: string) => string[] | null;

/**
 * The manifest key of the chunk built from `source` (a path from the project root), or null. A
 * source map's paths are relative to where the build was written (a copied build keeps them), so
 * a listed path matches when it ends with `source`.
 */
export function chunkKeyOf(manifest: Manifest, source: string, sourcesOf: SourcesOf): string | null {
  if (manifest[source]) return source;
  const matches = (s: string) => s === source || s.endsWith(`/${source}`);
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.file.endsWith('.js') && sourcesOf(chunk.file)?.some(matches)) return key;
  }
  return null;
}

/** `SourcesOf` for the build in `dist`: its source maps' paths, without their leading `../`. */
export function sourcesIn(dist: string): SourcesOf {
  return (file) => {
    const mapFile = path.join(dist, `${file}.map`);
    if (!existsSync(mapFile)) return null;
    const { sources } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    return sources.map((s) => s.replace(/^(\.\.\/)+/, ''));
  };
}
