/**
 * Converts Misskey route syntax to TanStack Router's:
 * `:name` → `$name`, `:name?` → `{-$name}`, `:name(*)` / `:name(*)?` → `$` (splat),
 * and a literal prefix such as `@:acct` → `@{$acct}`.
 * Returns the TanStack path and the name the splat stands for, if any.
 */
export function toTanStackPath(path: string): { path: string; splatName: string | null } {
  let splatName: string | null = null;
  const segments = path.split('/').map((seg) => {
    const m = /^([^:]*):(\w+)(\(\*\))?(\?)?$/.exec(seg);
    if (!m) return seg;
    const [, prefix = '', name = '', rest, optional] = m;
    if (rest) {
      splatName = name;
      return '$';
    }
    if (optional) return `${prefix}{-$${name}}`;
    return prefix ? `${prefix}{$${name}}` : `$${name}`;
  });
  return { path: segments.join('/') || '/', splatName };
}

/** TanStack params → our params (splat renamed to its declared name). */
export function mapParams(params: Record<string, unknown>, splatName: string | null): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === '*') continue; // TanStack's alias of _splat
    const key = k === '_splat' ? (splatName ?? k) : k;
    if (typeof v === 'string') out[key] = v === '' && k === '_splat' ? undefined : v;
    else if (v !== undefined && v !== null) out[key] = String(v);
  }
  return out;
}
