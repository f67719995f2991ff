import type { MfmNode } from 'mfm-js';
import { MAX_SCALE, num } from './args';

/**
 * Limits that keep any server value within a frame budget (issue 43): a text is parsed a chunk
 * at a time and drawn up to a number of nodes; "Show more" adds the next step. One step costs
 * at most a few tens of milliseconds, whatever the text.
 */
export const MFM_CHUNK_CHARS = 3000; // Misskey's longest note: any text it accepts parses whole
/** Nodes drawn per step (text runs, emoji, elements): 10,000 emoji become several steps. */
export const MFM_NODE_BUDGET = 500;
/**
 * Largest size the nested size functions may reach together (x2=2, x3=4, x4=6 as font sizes,
 * scale up to 5 per axis): a function that would go beyond it draws its content at the size
 * reached so far, so 19 nested `$[scale.x=5,y=5 …]` are as big as one.
 */
export const MAX_EFFECTIVE_SCALE = 10;

/**
 * mfm-js backtracks on link labels and inline math: each unclosed `[` or `\(` scans to the end
 * of its line, so a few hundred of them take seconds. Above these many scanned characters a
 * line is parsed in pieces, one opener each (linear; only that line loses bracketed labels).
 */
const LINE_SCAN_BUDGET = 4000;
const CHUNK_SCAN_BUDGET = 20000;

/** The first `count` chunks of a text (never splitting a surrogate pair) and whether more remain. */
export function takeChunks(text: string, count: number, size = MFM_CHUNK_CHARS): { chunks: string[]; more: boolean } {
  const chunks: string[] = [];
  let at = 0;
  while (at < text.length && chunks.length < count) {
    let end = at + size;
    if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end--;
    chunks.push(text.slice(at, end));
    at = end;
  }
  return { chunks, more: at < text.length };
}

/** How many characters mfm-js scans for the link labels and inline math of one line (an upper bound, O(n)). */
export function bracketScanCost(line: string): number {
  const open: number[] = [];
  let cost = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    const esc = c === '\\';
    if (c === '[' || (esc && line[i + 1] === '(')) open.push(i);
    else if (c === ']' || (esc && line[i + 1] === ')')) cost += i - (open.pop() ?? i);
  }
  for (const from of open) cost += line.length - from;
  return cost;
}

/**
 * Parses one chunk without mfm-js's slow paths: a chunk whose brackets would cost too much is
 * parsed line by line, and a costly line piece by piece (neighbouring text runs joined again).
 */
export function parseChunk(chunk: string, parse: (text: string) => readonly MfmNode[]): readonly MfmNode[] {
  const lines = chunk.split(/(?<=\n)/);
  const costs = lines.map(bracketScanCost);
  let spent = costs.reduce((a, b) => a + b, 0);
  if (spent <= CHUNK_SCAN_BUDGET) return parse(chunk);
  spent = 0;
  const out: MfmNode[] = [];
  lines.forEach((line, i) => {
    spent += costs[i] ?? 0;
    const parts = (costs[i] ?? 0) > LINE_SCAN_BUDGET || spent > CHUNK_SCAN_BUDGET ? line.split(/(?=\[|\\\()/) : [line];
    for (const part of parts)
      for (const node of parse(part)) {
        const last = out[out.length - 1];
        if (node.type === 'text' && last?.type === 'text')
          out[out.length - 1] = { type: 'text', props: { text: last.props.text + node.props.text } };
        else out.push(node);
      }
  });
  return out;
}

const SIZES: Readonly<Record<string, number>> = { x2: 2, x3: 4, x4: 6 };

/** How much a function enlarges its content (1 for the others; size functions draw normally without advanced MFM). */
export function sizeFactor(name: string, args: Readonly<Record<string, string | true>>, advanced: boolean): number {
  if (name === 'tada') return 1.5;
  if (!advanced) return 1;
  if (name === 'scale') return Math.max(1, ...[args.x, args.y].map((v) => Math.abs(num(v, 1, -MAX_SCALE, MAX_SCALE))));
  return SIZES[name] ?? 1;
}

/** What the big texts released in one task may draw together (estimated nodes). */
const TASK_NODE_BUDGET = 500;
const waiting: { cost: number; go: () => void }[] = [];
let timer = false;

function release() {
  let spent = 0;
  while (waiting.length > 0 && spent < TASK_NODE_BUDGET) {
    const next = waiting.shift();
    spent += next?.cost ?? 0;
    next?.go();
  }
  // A gap between batches, so React draws each batch in a task of its own.
  timer = waiting.length > 0;
  if (timer) setTimeout(release, 20);
}

/**
 * Calls `go` in a later task, once the big texts queued before it have been drawn: a page of
 * many giant texts (a search, a chat) draws them a few per task, never all in one (issue 43).
 * Returns a function that leaves the queue.
 */
export function whenRoom(cost: number, go: () => void): () => void {
  const entry = { cost, go };
  waiting.push(entry);
  if (!timer) {
    timer = true;
    setTimeout(release, 0);
  }
  return () => {
    const i = waiting.indexOf(entry);
    if (i >= 0) waiting.splice(i, 1);
  };
}
