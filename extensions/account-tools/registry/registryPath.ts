/**
 * Registry addresses in the page paths, as Misskey's web client writes them:
 * `/registry/keys/{domain}/{scope…}` and `/registry/value/{domain}/{scope…}/{key}`, where the
 * domain is `@` for this client's own entries (domain null) and each segment is URI-encoded.
 */
export const OWN_DOMAIN = '@';

export function domainParam(domain: string | null): string {
  return domain == null ? OWN_DOMAIN : encodeURIComponent(domain);
}

export function keysPath(domain: string | null, scope: readonly string[]): string {
  return `/registry/keys/${domainParam(domain)}/${scope.map(encodeURIComponent).join('/')}`;
}

export function valuePath(domain: string | null, scope: readonly string[], key: string): string {
  return `/registry/value/${domainParam(domain)}/${[...scope, key].map(encodeURIComponent).join('/')}`;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The domain and path segments of a registry page's parameters. */
export function parseRegistryParams(params: Readonly<Record<string, string | undefined>>): { domain: string | null; segments: string[] } {
  const d = params.domain ?? OWN_DOMAIN;
  const domain = d === OWN_DOMAIN ? null : decode(d);
  const segments = (params.path ?? '')
    .split('/')
    .filter((s) => s.length > 0)
    .map(decode);
  return { domain, segments };
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; error: string };

/** Reads the value editor's text: strict JSON, or the parser's complaint (the text itself is kept by the caller). */
export function checkJson(text: string): JsonCheck {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    return { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
}
