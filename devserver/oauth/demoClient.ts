/**
 * A tiny third-party OAuth client, hosted by the devserver for the tests (what a real app hosts
 * at its client_id URL): `/__dev/oauth-client` names its redirect URI with `<link rel="redirect_uri">`
 * and its name and logo with an `h-app` microformat; `/__dev/oauth-client/callback` is where the
 * server sends the browser back, and shows what it got (code, state, error). No script.
 */
import { esc } from './page';

export const DEMO_CLIENT_PATH = '/__dev/oauth-client';
export const DEMO_CLIENT_NAME = 'Kite Test App';

const page = (title: string, head: string, body: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title>${head}</head><body>${body}</body></html>`;

/** The HTML of `path` (the client page or its callback), or null for another path. */
export function demoClientPage(path: string, query: URLSearchParams): string | null {
  if (path === DEMO_CLIENT_PATH) {
    return page(
      DEMO_CLIENT_NAME,
      `<link rel="redirect_uri" href="${DEMO_CLIENT_PATH}/callback">`,
      `<div class="h-app"><img class="u-logo" src="/identicon/oauth-client.png" alt="" width="48" height="48"><a class="u-url p-name" href="${DEMO_CLIENT_PATH}">${esc(DEMO_CLIENT_NAME)}</a></div>`,
    );
  }
  if (path === `${DEMO_CLIENT_PATH}/callback`) {
    const rows = ['code', 'state', 'error', 'iss']
      .filter((k) => query.has(k))
      .map((k) => `<dt>${k}</dt><dd data-param="${k}">${esc(query.get(k) ?? '')}</dd>`)
      .join('');
    return page(`${DEMO_CLIENT_NAME}: callback`, '', `<h1>${esc(DEMO_CLIENT_NAME)}</h1><dl>${rows}</dl>`);
  }
  return null;
}
