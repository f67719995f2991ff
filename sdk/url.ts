/** Thrown for any link that is not http(s) (spec 1 §5, spec 3 §5). */
export class InvalidUrlError extends Error {
  constructor(url: string) {
    super(`invalid url: ${url}`);
    this.name = 'InvalidUrlError';
  }
}

/** Parses and returns an http(s) URL, or throws "invalid url". */
export function requireHttpUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new InvalidUrlError(raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidUrlError(raw);
  return url;
}

/** The URL when it is http(s), else null. */
export function safeHttpUrl(raw: string, base?: string): URL | null {
  try {
    return requireHttpUrl(raw, base);
  } catch {
    return null;
  }
}

/** In-app path for a same-origin URL, or null for an external one. */
export function internalPath(url: URL, origin: string): string | null {
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}

/**
 * An image address safe to give an `<img>` (issue 43): http(s), a same-origin path, or a
 * `blob:` of this page (local previews); anything else from a server (`javascript:`,
 * `data:`, `file:`, other schemes) becomes undefined, so the element shows no image.
 */
export function safeImageSrc(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (/^blob:/i.test(raw)) return /^blob:https?:\/\//i.test(raw) ? raw : undefined;
  // A same-origin path ("/twemoji/…"), never a protocol-relative "//host" one.
  if (raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\')) return raw;
  return safeHttpUrl(raw)?.href;
}
