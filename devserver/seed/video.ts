/**
 * The sample video: a 2-second VP8 WebM recorded once from a canvas in Chromium
 * (see seed/assets/README.md) and kept as a binary asset. Empty when missing.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

function load(): Buffer {
  try {
    return readFileSync(fileURLToPath(new URL('./assets/kite.webm', import.meta.url)));
  } catch {
    return Buffer.alloc(0);
  }
}

export const SAMPLE_WEBM: Buffer = load();
