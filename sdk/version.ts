/**
 * The version of the sdk contract (semver). A third-party extension declares the range it was
 * built against in `engines.kite`; the host refuses it when this version is outside that range.
 * Bump the major version when an export is removed or changes incompatibly.
 */
export const SDK_VERSION = '1.0.0';

type Version = readonly [number, number, number];

function parse(v: string): Version | null {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(v.trim());
  if (!m) return null;
  const n = (s: string | undefined) => (s === undefined || s === 'x' || s === '*' ? 0 : Number(s));
  return [n(m[1]), n(m[2]), n(m[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Digits given in a partial version (`1` → 1, `1.2` → 2, `1.2.3` → 3); wildcards do not count. */
function precision(v: string): number {
  return v
    .trim()
    .replace(/^v/, '')
    .split('.')
    .filter((p) => /^\d+$/.test(p)).length;
}

function upperOf(base: Version, digits: number): Version {
  if (digits <= 1) return [base[0] + 1, 0, 0];
  return [base[0], base[1] + 1, 0];
}

function satisfiesOne(version: Version, comparator: string): boolean | null {
  const c = comparator.trim();
  if (c === '' || c === '*' || c === 'x') return true;
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(c);
  if (!m) return null;
  const [, op = '', raw = ''] = m;
  const base = parse(raw);
  if (!base) return null;
  const digits = precision(raw);
  switch (op) {
    case '^': {
      // ^1.2.3 := >=1.2.3 <2.0.0; ^0.2.3 := >=0.2.3 <0.3.0; ^0.0.3 := >=0.0.3 <0.0.4
      const upper: Version =
        base[0] > 0 || digits <= 1 ? [base[0] + 1, 0, 0] : base[1] > 0 || digits <= 2 ? [0, base[1] + 1, 0] : [0, 0, base[2] + 1];
      return compare(version, base) >= 0 && compare(version, upper) < 0;
    }
    case '~':
      return compare(version, base) >= 0 && compare(version, upperOf(base, Math.min(digits, 2))) < 0;
    case '>=':
      return compare(version, base) >= 0;
    case '>':
      return compare(version, base) > 0;
    case '<=':
      return compare(version, base) <= 0;
    case '<':
      return compare(version, base) < 0;
    default:
      // A partial version is a range: `1` is 1.x.x, `1.2` is 1.2.x.
      return digits >= 3 ? compare(version, base) === 0 : compare(version, base) >= 0 && compare(version, upperOf(base, digits)) < 0;
  }
}

/**
 * Whether `version` is inside the npm-style `range` (`^1`, `~1.2`, `>=1.0.0 <2`, `1.x`, `*`, joined
 * with `||`). Throws on a range it cannot read, so a typo is reported instead of guessed at.
 */
export function satisfiesVersion(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) throw new Error(`not a version: ${JSON.stringify(version)}`);
  return range.split('||').some((alternative) =>
    alternative
      .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
      .trim()
      .split(/\s+/)
      .every((c) => {
        const ok = satisfiesOne(v, c);
        if (ok === null) throw new Error(`not a version range: ${JSON.stringify(range)}`);
        return ok;
      }),
  );
}
