import { safeHttpUrl } from '@kite/sdk';

/**
 * What the server decided about an OAuth 2 request, read from the page's meta tags (see
 * docs/architecture.md, "OAuth 2 consent"): a consent to ask (Misskey's `misskey:oauth:*`
 * tags), a request the server refused (`kite:oauth:error*`), or nothing (the page was not
 * opened by an app).
 */
export type OAuthRequest =
  | { kind: 'consent'; transactionId: string; clientName: string; clientLogo: URL | null; scopes: string[] }
  | { kind: 'refused'; error: string; description: string }
  | { kind: 'none' };

let taken: { search: string; request: OAuthRequest } | null = null;

/**
 * Reads the tags once and removes them, so that the transaction does not outlive this page;
 * a second read for the same address (a re-render) answers the same.
 */
export function takeOAuthRequest(doc: Document = document, search: string = location.search): OAuthRequest {
  if (taken && taken.search === search) return taken.request;
  const tags = new Map<string, string>();
  for (const el of doc.querySelectorAll<HTMLMetaElement>('meta[name^="misskey:oauth:"], meta[name^="kite:oauth:"]')) {
    tags.set(el.name, el.content);
    el.remove();
  }
  const transactionId = tags.get('misskey:oauth:transaction-id');
  const error = tags.get('kite:oauth:error');
  const logo = tags.get('misskey:oauth:client-logo');
  const request: OAuthRequest = transactionId
    ? {
        kind: 'consent',
        transactionId,
        clientName: tags.get('misskey:oauth:client-name') ?? '',
        clientLogo: logo ? safeHttpUrl(logo) : null,
        scopes: (tags.get('misskey:oauth:scope') ?? '').split(' ').filter(Boolean),
      }
    : error
      ? { kind: 'refused', error, description: tags.get('kite:oauth:error-description') ?? error }
      : { kind: 'none' };
  taken = { search, request };
  return request;
}
