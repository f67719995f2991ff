/**
 * Converts Misskey route syntax to TanStack Router's:
 * `:name` → `$name`, `:name?` → `{-$name}`, `:name(*)?` → `$` (splat), `:name(*)` → `$name/$` (a
 * TanStack splat may be empty, and a required rest must not match without a segment, so the shorter address stays
 * with the route that serves it), and a literal prefix such as `@:acct` → `@{$acct}`.
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
      return optional ? '$' : `$${name}/$`;
    }
    if (optional) return `${prefix}{-$${name}}`;
    return prefix ? `${prefix}{$${name}}` : `$${name}`;
  });
  return { path: segments.join('/') || '/', splatName };
}

/** TanStack params → our params (the splat renamed to its declared name; a required rest's first segment joined to it). */
export function mapParams(params: Record<string, unknown>, splatName: string | null): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === '*' || k === '_splat') continue; // `*` is TanStack's alias of _splat
    if (typeof v === 'string') out[k] = v;
    else if (v !== undefined && v !== null) out[k] = String(v);
  }
  const splat = typeof params._splat === 'string' && params._splat !== '' ? params._splat : undefined;
  if (splatName === null && !('_splat' in params)) return out;
  const key = splatName ?? '_splat';
  const head = out[key];
  out[key] = head !== undefined && splat !== undefined ? `${head}/${splat}` : (head ?? splat);
  return out;
}
