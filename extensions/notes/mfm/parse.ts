import * as mfm from 'mfm-js';
import type { MfmNode } from 'mfm-js';
import { parseChunk } from './budget';

/** Spec 2 §5: markup nesting limit. Deeper nodes are left as plain text by mfm-js. */
export const MFM_NEST_LIMIT = 20;
const CACHE_SIZE = 1000;

/**
 * Parse results by text, least recently used first. mfm-js costs about 1 ms per note, so
 * a timeline re-rendering (or the same note shown twice: renote, quote, thread) must not
 * parse the same text again. Only rendered notes call this, so unseen notes are never parsed.
 */
const cache = new Map<string, readonly MfmNode[]>();
let parses = 0;

export function parseMfm(text: string, plain = false): readonly MfmNode[] {
  const key = (plain ? 'p\u0000' : 'f\u0000') + text;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  parses++;
  // Full syntax goes through the bracket guard: mfm-js is slow on many unclosed `[` (budget.ts).
  const nodes = plain ? mfm.parseSimple(text) : parseChunk(text, (part) => mfm.parse(part, { nestLimit: MFM_NEST_LIMIT }));
  cache.set(key, nodes);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return nodes;
}

/** How many texts were actually parsed (for tests and the bench). */
export function parseCount(): number {
  return parses;
}

export function toPlainText(nodes: readonly MfmNode[]): string {
  return mfm.toString(nodes as MfmNode[]);
}

/** The http(s) URLs a note links to (url nodes and non-silent links), without duplicates. */
export function extractPreviewUrls(nodes: readonly MfmNode[]): string[] {
  const out = new Set<string>();
  mfm.inspect(nodes as MfmNode[], (n) => {
    if (n.type === 'url') out.add(n.props.url);
    else if (n.type === 'link' && !n.props.silent) out.add(n.props.url);
  });
  return [...out];
}
