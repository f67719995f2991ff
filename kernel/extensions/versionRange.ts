// npm-style version ranges for `engines.kite`, read where third-party extensions load (not in the first load).
type Version = readonly [number, number, number];

/** A version as a range writes it: `1.2.3`, or partial (`1.2`, `1.x`, `*`), the missing parts zero. */
interface PartialVersion {
  readonly base: Version;
  /** Leading digits given (0–3): a wildcard ends them, as in npm (`1.x.3` is `1.x`). */
  readonly digits: number;
}

function parsePartial(raw: string): PartialVersion | null {
  const m = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?$/.exec(raw);
  if (!m) return null;
  const parts = [m[1], m[2], m[3]];
  let digits = 0;
  while (digits < 3 && /^\d+$/.test(parts[digits] ?? '')) digits++;
  const at = (i: number) => (i < digits ? Number(parts[i]) : 0);
  return { base: [at(0), at(1), at(2)], digits };
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The first version after every version the first `digits` digits of `b` name (null: none, `*`). */
function after(b: Version, digits: number): Version | null {
  if (digits === 0) return null;
  if (digits === 1) return [b[0] + 1, 0, 0];
  if (digits === 2) return [b[0], b[1] + 1, 0];
  return [b[0], b[1], b[2] + 1];
}

const below = (v: Version, upper: Version | null) => upper === null || compare(v, upper) < 0;

function satisfiesOne(v: Version, comparator: string): boolean | null {
  const m = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(comparator);
  if (!m) return comparator === '' ? true : null;
  const [, op = '', raw = ''] = m;
  const p = parsePartial(raw);
  if (!p) return null;
  const { base, digits } = p;
  const atLeast = compare(v, base) >= 0;
  switch (op) {
    case '^': {
      // The first non-zero digit given stays: ^1.2.3 < 2.0.0, ^0.2.3 < 0.3.0, ^0.0.3 < 0.0.4, ^0.0 < 0.1.0.
      const kept = digits === 0 ? 0 : base[0] > 0 || digits === 1 ? 1 : base[1] > 0 || digits === 2 ? 2 : 3;
      return atLeast && below(v, after(base, kept));
    }
    case '~':
      // ~1.2.3 and ~1.2 < 1.3.0; ~1 < 2.0.0.
      return atLeast && below(v, after(base, Math.min(digits, 2)));
    case '>=':
      return atLeast;
    case '<':
      return !atLeast;
    case '>': {
      // Above every version the partial names: >1.2 is >=1.3.0, >1 is >=2.0.0.
      const next = after(base, digits);
      return next !== null && compare(v, next) >= 0;
    }
    case '<=':
      // Up to every version the partial names: <=1.2 is <1.3.0.
      return below(v, after(base, digits));
    default:
      // `1.2.3` is exactly it; a partial is a range: `1` is 1.x.x, `1.2` is 1.2.x.
      return atLeast && below(v, after(base, digits));
  }
}

/**
 * Whether `version` (`1.2.3`) is inside the npm-style `range` (`^1`, `~1.2`, `>=1.0.0 <2`, `1.x`,
 * `1.0.0 - 1.4`, `*`, joined with `||`). Throws on a range it cannot read, so a typo is reported
 * instead of guessed at.
 */
export function satisfiesVersion(version: string, range: string): boolean {
  const m = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(version.trim());
  if (!m) throw new Error(`not a version: ${JSON.stringify(version)}`);
  const v: Version = [Number(m[1]), Number(m[2]), Number(m[3])];
  // Every comparator is read before any is decided, so a typo after a matching part still throws.
  const alternatives = range.split('||').map((alternative) =>
    alternative
      .trim()
      .replace(/^(\S+)\s+-\s+(\S+)$/, '>=$1 <=$2')
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .map((c) => satisfiesOne(v, c)),
  );
  if (alternatives.some((results) => results.includes(null))) throw new Error(`not a version range: ${JSON.stringify(range)}`);
  return alternatives.some((results) => results.every((ok) => ok === true));
}
