/**
 * The HTML around OAuth 2: Kite's page at /oauth/authorize carries what the server decided in
 * meta tags (Misskey's own `misskey:oauth:*` for a consent, Kite's `kite:oauth:error*` for a
 * refused request); Misskey's page is read for those tags in proxy mode; a redirect to the app
 * after the decision form becomes a `Refresh` page, because Kite's `form-action 'self'` would
 * block a form's redirect to another origin.
 */
import type { ConsentMeta } from './provider';
import type { OAuthError } from './client';
import { decode } from './client';

export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (name: string, content: string): string => `<meta name="${esc(name)}" content="${esc(content)}">`;

/** The consent's meta tags, named as Misskey's oauth view names them. */
export function consentTags(m: ConsentMeta): string {
  return [
    meta('misskey:oauth:transaction-id', m.transactionId),
    meta('misskey:oauth:client-name', m.clientName),
    m.clientLogo ? meta('misskey:oauth:client-logo', m.clientLogo) : '',
    meta('misskey:oauth:scope', m.scope),
  ].join('');
}

/** A refused request: the page shows it instead of a consent. */
export function errorTags(e: Pick<OAuthError, 'error' | 'message'>): string {
  return meta('kite:oauth:error', e.error) + meta('kite:oauth:error-description', e.message);
}

/** `html` with `tags` at the end of its head (Kite's index.html), or a bare page carrying them. */
export function withTags(html: string | null, tags: string): string {
  if (html && html.includes('</head>')) return html.replace('</head>', `${tags}</head>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>OAuth</title>${tags}</head><body></body></html>`;
}

/** Reads the `misskey:oauth:*` meta tags of the real server's page (proxy mode); null without a transaction. */
export function readConsentTags(html: string): ConsentMeta | null {
  const found = new Map<string, string>();
  for (const m of html.matchAll(/<meta\s+name="(misskey:oauth:[\w-]+)"\s+content="([^"]*)"/g)) found.set(m[1] ?? '', decode(m[2] ?? ''));
  const transactionId = found.get('misskey:oauth:transaction-id');
  if (!transactionId) return null;
  return {
    transactionId,
    clientName: found.get('misskey:oauth:client-name') ?? '',
    clientLogo: found.get('misskey:oauth:client-logo') ?? null,
    scope: found.get('misskey:oauth:scope') ?? '',
  };
}

/** Reads the `kite:oauth:error*` tags of a page (`{ error, error_description }`, empty without them). */
export function readErrorTags(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<meta\s+name="kite:oauth:(error|error-description)"\s+content="([^"]*)"/g))
    out[m[1] === 'error' ? 'error' : 'error_description'] = decode(m[2] ?? '');
  return out;
}

/** A page that sends the browser on to `location` (another origin) once it has loaded. */
export function refreshPage(location: string): { headers: Record<string, string>; body: string } {
  return {
    headers: { Refresh: `0; url=${location}`, 'Cache-Control': 'no-store' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the app</title></head><body><p><a href="${esc(location)}">Return to the app</a></p></body></html>`,
  };
}
