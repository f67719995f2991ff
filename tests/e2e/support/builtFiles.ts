import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The served build's manifest (`vite build --manifest`): chunk files are named by content hash alone. */
function manifest(): Record<string, { file: string }> {
  const dir = process.env.E2E_CLIENT_DIR ?? path.resolve(import.meta.dirname, '../../../dist');
  return JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
}

/** The address of the script built from `source` (a path from the project root), e.g. `/assets/Bx1_aQ9z.js`. */
export function builtScript(source: string): string {
  const entry = manifest()[source];
  if (!entry) throw new Error(`${source} is not in the build manifest`);
  return `/${entry.file}`;
}
