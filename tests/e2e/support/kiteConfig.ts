import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The served client's kite.config.json (playwright.config.ts serves a copy of dist/), read fresh on every request. */
const file = path.join(process.env.E2E_CLIENT_DIR ?? path.resolve(import.meta.dirname, '../../../dist'), 'kite.config.json');

/** Writes the operator config as an operator would (no rebuild) and returns a restore function. */
export function writeKiteConfig(config: {
  bundles?: Record<string, boolean>;
  extensions?: string[];
  captchaProviders?: string[];
}): () => void {
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify({ bundles: {}, extensions: [], ...config }, null, 2));
  return () => writeFileSync(file, original);
}
