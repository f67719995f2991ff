import { deepEqual } from './profile';

/**
 * Merge rules for sync conflicts (spec 1 §5), by profile key. A rule throws when the two
 * values cannot be merged; keys without a rule cannot be merged at all.
 */
type Merge = (local: unknown, remote: unknown) => unknown;

function list(v: unknown): unknown[] {
  if (!Array.isArray(v)) throw new Error('not a list');
  return v;
}

function field(x: unknown, name: string): unknown {
  return typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[name] : undefined;
}

/** Items by id: the same id twice is fine only when both are identical. */
export const mergeById: Merge = (a, b) => {
  const out: unknown[] = [];
  for (const x of [...list(a), ...list(b)]) {
    const same = out.find((y) => field(y, 'id') === field(x, 'id'));
    if (same === undefined) out.push(x);
    else if (!deepEqual(same, x)) throw new Error(`conflicting entries with id ${String(field(x, 'id'))}`);
  }
  return out;
};

/** Plugins: any clash of installId or name makes the merge impossible. */
export const mergePlugins: Merge = (a, b) => {
  const la = list(a);
  const lb = list(b);
  for (const key of ['installId', 'name']) {
    if (la.some((x) => lb.some((y) => field(x, key) === field(y, key)))) throw new Error(`plugins clash on ${key}`);
  }
  return [...la, ...lb];
};

/** Muted emojis: the union, in order of first appearance. */
export const mergeUnion: Merge = (a, b) => [...new Set([...list(a), ...list(b)])];

const rules: Readonly<Record<string, Merge>> = {
  emojiPalettes: mergeById,
  themes: mergeById,
  watermarkPresets: mergeById,
  plugins: mergePlugins,
  mutingEmojis: mergeUnion,
};

/** The merged value, or `undefined` when the key has no rule or the rule refuses. */
export function tryMerge(key: string, local: unknown, remote: unknown): unknown {
  const rule = rules[key];
  if (!rule) return undefined;
  try {
    return rule(local, remote);
  } catch {
    return undefined;
  }
}
