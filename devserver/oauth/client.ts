/**
 * OAuth 2 clients as Misskey 2025.9 knows them (IndieAuth style): the client_id is a URL, and
 * the page at that URL names the allowed redirect URIs (`<link rel="redirect_uri">` or a `Link`
 * header) and the app's name and logo (an `h-app` microformat whose `u-url` is the client_id).
 * The markup is read with a few patterns, enough for a test double: the first `h-app` element
 * and the `p-name` / `u-logo` / `u-url` inside it.
 */

/** Thrown for a request the server refuses; `status` and the body follow oauth2orize. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    message: string,
    readonly status = error === 'server_error' ? 500 : error === 'access_denied' ? 403 : 400,
  ) {
    super(message);
  }
  body(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.message };
  }
}

export interface ClientInfo {
  id: string;
  redirectUris: string[];
  name: string;
  logo: string | null;
}

/** What the server fetches the client page with (the devserver fetches itself; tests pass a fake). */
export type ClientFetch = (
  url: string,
) => Promise<{ ok: boolean; url: string; headers: { get(name: string): string | null }; text(): Promise<string> }>;

/**
 * The client_id rules Misskey applies (its test mode: http allowed too, since the devserver's
 * own demo client is on http://127.0.0.1).
 */
export function validateClientId(raw: string | undefined): URL {
  if (!raw) throw new OAuthError('invalid_request', 'Missing required parameter: client_id');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OAuthError('invalid_request', 'client_id must be a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OAuthError('invalid_request', 'client_id must be a valid HTTPS URL');
  const segments = url.pathname.split('/');
  if (segments.includes('.') || segments.includes('..'))
    throw new OAuthError('invalid_request', 'client_id must not contain dot path segments');
  if (url.hash) throw new OAuthError('invalid_request', 'client_id must not contain a fragment component');
  if (url.username || url.password) throw new OAuthError('invalid_request', 'client_id must not contain a username or a password');
  if (!/\.\w+$/.test(url.hostname) && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
    throw new OAuthError('invalid_request', 'client_id must have a domain name as a host name');
  return url;
}

/** HTML text or an attribute value with its five entities decoded (the client's page, the real server's page). */
export const decode = (s: string): string =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The attributes of one start tag (`<a href="x" class='y'>`). */
export function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g))
    out[(m[1] ?? '').toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  return out;
}

const hasClass = (attrs: Record<string, string>, cls: string): boolean => (attrs.class ?? '').split(/\s+/).includes(cls);

/** Parses the client page: its redirect URIs (absolute) and its h-app name and logo. */
export function parseClientPage(id: string, pageUrl: string, html: string, linkHeader: string | null): ClientInfo {
  const redirectUris: string[] = [];
  const abs = (u: string): string | null => {
    try {
      return new URL(u, pageUrl).toString();
    } catch {
      return null;
    }
  };
  for (const m of (linkHeader ?? '').matchAll(/<([^>]*)>\s*;[^,]*\brel\s*=\s*"?redirect_uri"?/g)) {
    const u = abs(m[1] ?? '');
    if (u) redirectUris.push(u);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(m[0]);
    const u = a.href != null && (a.rel ?? '').split(/\s+/).includes('redirect_uri') ? abs(a.href) : null;
    if (u) redirectUris.push(u);
  }
  let name = id;
  let logo: string | null = null;
  const app = /<(\w+)\b[^>]*\bclass\s*=\s*["'][^"']*\bh-app\b[^"']*["'][^>]*>([\s\S]*?)<\/\1>/i.exec(html);
  if (app) {
    const inner = app[2] ?? '';
    const tags = [...inner.matchAll(/<(\w+)\b[^>]*>/g)].map((t) => ({ tag: t, attrs: attributes(t[0]) }));
    const url = tags.find((t) => hasClass(t.attrs, 'u-url'));
    const urlValue = url ? abs(url.attrs.href ?? '') : null;
    if (urlValue === id) {
      const nameTag = tags.find((t) => hasClass(t.attrs, 'p-name'));
      if (nameTag) {
        const after = inner.slice((nameTag.tag.index ?? 0) + nameTag.tag[0].length);
        const text = decode(after.split('<')[0] ?? '').trim();
        if (text) name = text;
      }
      const logoTag = tags.find((t) => hasClass(t.attrs, 'u-logo'));
      const src = logoTag ? (logoTag.attrs.src ?? logoTag.attrs.href) : undefined;
      if (src) logo = abs(src);
    }
  }
  return { id, redirectUris, name, logo };
}

/** Fetches and reads the client page; a page that cannot be fetched is refused as Misskey refuses it. */
export async function discoverClient(fetchPage: ClientFetch, id: string): Promise<ClientInfo> {
  let res: Awaited<ReturnType<ClientFetch>>;
  try {
    res = await fetchPage(id);
  } catch {
    throw new OAuthError('server_error', 'Failed to parse client information');
  }
  if (!res.ok) throw new OAuthError('invalid_request', 'Failed to fetch client information');
  return parseClientPage(id, res.url || id, await res.text(), res.headers.get('link'));
}
