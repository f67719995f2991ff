import type { ReactNode } from 'react';
import { Api, Link, internalPath, safeHttpUrl, useOptionalService, useT, useViewer } from '@kite/sdk';
import { noteMessages as m } from '../messages';
import { useNotePref } from '../prefs';

/** The server's origin (links to it route in-app even when Kite runs cross-origin). */
export function useServerOrigin(): string {
  const api = useOptionalService(Api);
  return api?.origin ?? globalThis.location?.origin ?? 'http://localhost';
}

/**
 * A link from note text: http(s) only — anything else renders as text marked "invalid url".
 * Links to the server route in the app; other links open in a new tab. Hovering or focusing
 * one shows its preview card when the hover-preview preference is on (../preview/hoverPreviews,
 * listening on the document, finds the URL in `data-hover-preview`).
 */
export function MfmLink({ url, children }: { url: string; children: ReactNode }) {
  const t = useT();
  const origin = useServerOrigin();
  const preview = useNotePref('linkHoverPreview');
  const parsed = safeHttpUrl(url);
  if (!parsed) {
    return (
      <span className="kite-mfm-invalid-url" title={t(m.invalidUrl)} data-invalid-url="">
        {children}
      </span>
    );
  }
  const path = internalPath(parsed, origin);
  return (
    // The native title tooltip only when the preview card is off: not both at once.
    <Link
      to={path ?? parsed.href}
      className="kite-mfm-link"
      title={preview ? undefined : parsed.href}
      data-hover-preview={preview ? parsed.href : undefined}
    >
      {children}
    </Link>
  );
}

/** A bare URL: shown decoded, scheme dimmed. */
export function MfmUrl({ url }: { url: string }) {
  const parsed = safeHttpUrl(url);
  let shown = url;
  try {
    shown = decodeURI(url);
  } catch {
    shown = url;
  }
  if (!parsed) return <MfmLink url={url}>{shown}</MfmLink>;
  const rest = shown.replace(/^https?:\/\//, '');
  return (
    <MfmLink url={url}>
      <span className="kite-mfm-url-schema">{parsed.protocol}//</span>
      {rest}
    </MfmLink>
  );
}

/** `@user` / `@user@host` chip → /@user or /@user@host; highlighted for the signed-in user; hovering shows the user card. */
export function MfmMention({ username, host }: { username: string; host: string | null }) {
  const { me } = useViewer();
  const origin = useServerOrigin();
  const localHost = safeHttpUrl(origin)?.host ?? '';
  const isLocal = !host || host.toLowerCase() === localHost.toLowerCase();
  const acct = isLocal ? `@${username}` : `@${username}@${host}`;
  const isMe = Boolean(me && isLocal && me.username.toLowerCase() === username.toLowerCase());
  return (
    <Link to={`/${acct}`} userPreview={acct} className={`kite-mfm-mention${isMe ? ' kite-mfm-mention-me' : ''}`}>
      {acct}
    </Link>
  );
}

export function MfmHashtag({ tag }: { tag: string }) {
  return (
    <Link to={`/tags/${encodeURIComponent(tag)}`} className="kite-mfm-hashtag">
      #{tag}
    </Link>
  );
}

/** The `search` block: a query field that opens a web search in a new tab. */
export function MfmSearch({ query }: { query: string }) {
  const t = useT();
  return (
    <form
      className="kite-mfm-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        const q = new FormData(e.currentTarget).get('q');
        const url = new URL('https://www.google.com/search');
        url.searchParams.set('q', typeof q === 'string' ? q : query);
        window.open(url.href, '_blank', 'noopener');
      }}
    >
      <input name="q" defaultValue={query} aria-label={t(m.searchQuery)} />
      <button type="submit" className="kite-button">
        {t(m.search)}
      </button>
    </form>
  );
}
