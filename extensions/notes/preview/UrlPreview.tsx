import { useEffect, useRef, useState } from 'react';
import { Api, I18n, safeHttpUrl, useOptionalService, useService, useT } from '@kite/sdk';
import { noteMessages as m } from '../messages';

/** `GET /url` answer (summaly). */
export interface UrlSummary {
  url?: string;
  title?: string | null;
  description?: string | null;
  thumbnail?: string | null;
  icon?: string | null;
  sitename?: string | null;
  sensitive?: boolean;
  player?: { url: string | null; width: number | null; height: number | null; allow?: string[] };
}

/** Spec 3 §5 / §9. */
export const ALLOWED_PLAYER_PERMISSIONS = ['autoplay', 'clipboard-write', 'fullscreen', 'encrypted-media', 'picture-in-picture', 'web-share'];
export const DESCRIPTION_MAX = 85;
export const COMPACT_BELOW = 500;

export function cutDescription(d: string | null | undefined): string {
  if (!d) return '';
  return d.length > DESCRIPTION_MAX ? `${d.slice(0, DESCRIPTION_MAX)}…` : d;
}

export function allowedPermissions(allow: readonly string[] | undefined): string {
  return (allow ?? []).filter((p) => ALLOWED_PLAYER_PERMISSIONS.includes(p)).join('; ');
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; s: UrlSummary };

/** Preview card for a URL in a note: loading, failed, loaded; player / tweet embeds on request. */
export function UrlPreview({ url, compact: compactProp }: { url: string; compact?: boolean }) {
  const t = useT();
  const api = useOptionalService(Api);
  const i18n = useService(I18n);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [player, setPlayer] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const target = safeHttpUrl(url);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setNarrow((e?.contentRect.width ?? 1000) < COMPACT_BELOW));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    if (!target) return;
    const ctrl = new AbortController();
    // Summaly lives beside the API at /url (not an /api endpoint), on the server's origin.
    const origin = api?.origin ?? location.origin;
    const q = new URLSearchParams({ url: target.href, lang: i18n.lang });
    fetch(`${origin}/url?${q}`, { signal: ctrl.signal })
      .then((r) => (r.ok ? (r.json() as Promise<UrlSummary>) : Promise.reject(new Error(String(r.status)))))
      .then((s) => setState({ kind: 'loaded', s }))
      .catch(() => !ctrl.signal.aborted && setState({ kind: 'failed' }));
    return () => ctrl.abort();
  }, [target?.href, api, i18n.lang]);

  if (!target) return null;
  const compact = compactProp ?? narrow;
  if (state.kind !== 'loaded') {
    return (
      <div ref={box} className="kite-url-preview kite-url-preview-pending" role="status">
        {state.kind === 'loading' ? t(m.urlPreviewLoading) : t(m.failedToPreviewUrl, { host: target.host })}
      </div>
    );
  }
  const s = state.s;
  const playerUrl = s.player?.url ? safeHttpUrl(s.player.url) : null;
  const thumb = s.thumbnail && !s.sensitive ? safeHttpUrl(s.thumbnail)?.href : null;
  const icon = s.icon ? safeHttpUrl(s.icon)?.href : null;
  const tweetId = /^(?:www\.)?(?:twitter|x)\.com$/.test(target.hostname) ? /\/status\/(\d+)/.exec(target.pathname)?.[1] : undefined;
  return (
    <div ref={box} className={`kite-url-preview${compact ? ' kite-url-preview-compact' : ''}`}>
      {player && playerUrl ? (
        <iframe
          className="kite-url-preview-player" src={playerUrl.href} title={s.title ?? target.host}
          sandbox="allow-popups allow-scripts allow-storage-access-by-user-activation allow-same-origin"
          allow={allowedPermissions(s.player?.allow)} allowFullScreen
          style={{ aspectRatio: s.player?.width && s.player.height ? `${s.player.width} / ${s.player.height}` : '16 / 9' }}
        />
      ) : player && tweetId ? (
        <iframe className="kite-url-preview-player" title={s.title ?? target.host} sandbox="allow-popups allow-scripts allow-same-origin"
          src={`https://platform.twitter.com/embed/index.html?embedId=kite&id=${tweetId}`} style={{ height: 400 }} />
      ) : (
        <a href={target.href} target="_blank" rel="nofollow noopener noreferrer" className="kite-url-preview-link">
          {thumb && <img className="kite-url-preview-thumb" src={thumb} alt="" loading="lazy" />}
          <span className="kite-url-preview-body">
            <b className="kite-url-preview-title">{s.title ?? target.host}</b>
            {!compact && <span className="kite-url-preview-desc">{cutDescription(s.description)}</span>}
            <span className="kite-url-preview-site">
              {icon && <img src={icon} alt="" width={16} height={16} />}
              {s.sitename ?? target.host}
            </span>
          </span>
        </a>
      )}
      {(playerUrl || tweetId) && (
        <button type="button" className="kite-button" onClick={() => setPlayer((x) => !x)}>
          {playerUrl ? (player ? t(m.disablePlayer) : t(m.enablePlayer)) : player ? t(m.collapseTweet) : t(m.expandTweet)}
        </button>
      )}
    </div>
  );
}
