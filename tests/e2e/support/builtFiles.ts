import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chunkKeyOf, sourcesIn } from '../../../tools/builtChunk';
import type { Manifest } from '../../../tools/builtChunk';

const dir = () => process.env.E2E_CLIENT_DIR ?? path.resolve(import.meta.dirname, '../../../dist');

/** The served build's manifest (`vite build --manifest`): chunk files are named by content hash alone. */
function manifest(): Manifest {
  return JSON.parse(readFileSync(path.join(dir(), '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The address of the script built from `source` (a path from the project root), e.g. `/assets/Bx1_aQ9z.js`. */
export function builtScript(source: string): string {
  const m = manifest();
  const key = chunkKeyOf(m, source, sourcesIn(dir()));
  if (!key) throw new Error(`${source} is not in the build manifest`);
  return `/${m[key].file}`;
}
