import { useEffect, useRef, useState } from 'react';
import { Api, I18n, safeHttpUrl, useOptionalService, useService, useT } from '@kite/sdk';
import { noteMessages as m } from '../messages';
import { rareNoteMessages as r } from '../rareMessages';
import { useNotePref } from '../prefs';
import { COMPACT_BELOW, allowedPermissions, cutDescription, fetchSummary } from './summary';
import type { UrlSummary } from './summary';
import { SensitiveCover } from './PreviewThumb';
import { playerSandbox } from './sandbox';
import './preview.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; s: UrlSummary };

/**
 * Preview card for a URL in a note: loading, failed, loaded; player / tweet embeds on request.
 * `actions={false}` (the link hover popup, which the pointer passes through) leaves out the buttons.
 */
export function UrlPreview({ url, compact: compactProp, actions = true }: { url: string; compact?: boolean; actions?: boolean }) {
  const t = useT();
  const api = useOptionalService(Api);
  const i18n = useService(I18n);
  const sensitiveMedia = useNotePref('sensitiveMedia');
  const [player, setPlayer] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const [narrow, setNarrow] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const target = safeHttpUrl(url);
  // The summary is tagged with the address and language it was asked for: another one shows "loading" until its own arrives.
  const key = `${url}\n${i18n.lang}`;
  const [result, setResult] = useState<{ key: string; state: State } | null>(null);
  const state: State = result?.key === key ? result.state : { kind: 'loading' };

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([e]) => setNarrow((e?.contentRect.width ?? 1000) < COMPACT_BELOW));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    const target = safeHttpUrl(url);
    if (!target) return;
    const ctrl = new AbortController();
    fetchSummary(api?.origin ?? location.origin, target, i18n.lang, ctrl.signal)
      .then((s) => setResult({ key, state: { kind: 'loaded', s } }))
      .catch(() => !ctrl.signal.aborted && setResult({ key, state: { kind: 'failed' } }));
    return () => ctrl.abort();
  }, [url, key, api, i18n.lang]);

  if (!target) return null;
  const compact = compactProp ?? narrow;
  if (state.kind !== 'loaded') {
    return (
      <div ref={box} className="kite-url-preview kite-url-preview-pending" role="status">
        {state.kind === 'loading' ? t(r.urlPreviewLoading) : t(r.failedToPreviewUrl, { host: target.host })}
      </div>
    );
  }
  const s = state.s;
  // A player the server offers but at a non-http(s) address still gets its button; opening it says "invalid url".
  const playerRaw = s.player?.url ?? null;
  const playerUrl = playerRaw ? safeHttpUrl(playerRaw) : null;
  const thumb = s.thumbnail ? safeHttpUrl(s.thumbnail)?.href : null;
  const covered = Boolean(thumb && s.sensitive && sensitiveMedia !== 'ignore' && !revealed);
  const icon = s.icon ? safeHttpUrl(s.icon)?.href : null;
  const tweetId = /^(?:www\.)?(?:twitter|x)\.com$/.test(target.hostname) ? /\/status\/(\d+)/.exec(target.pathname)?.[1] : undefined;
  return (
    <div
      ref={box}
      className={`kite-url-preview${compact ? ' kite-url-preview-compact' : ''}`}
      data-sensitive={s.sensitive ? '' : undefined}
    >
      {player && playerRaw ? (
        playerUrl ? (
          <iframe
            className="kite-url-preview-player"
            src={playerUrl.href}
            title={s.title ?? target.host}
            sandbox={playerSandbox(playerUrl, location.origin)}
            allow={allowedPermissions(s.player?.allow)}
            allowFullScreen
            style={{ aspectRatio: s.player?.width && s.player.height ? `${s.player.width} / ${s.player.height}` : '16 / 9' }}
          />
        ) : (
          <p className="kite-url-preview-invalid" role="alert">
            {t(m.invalidUrl)}
          </p>
        )
      ) : player && tweetId ? (
        <iframe
          className="kite-url-preview-player"
          title={s.title ?? target.host}
          sandbox="allow-popups allow-scripts allow-same-origin"
          src={`https://platform.twitter.com/embed/index.html?embedId=kite&id=${tweetId}`}
          style={{ height: 400 }}
        />
      ) : (
        <div className="kite-url-preview-row">
          {covered && <SensitiveCover onReveal={actions ? () => setRevealed(true) : undefined} />}
          <a href={target.href} target="_blank" rel="nofollow noopener noreferrer" className="kite-url-preview-link">
            {thumb && !covered && <img className="kite-url-preview-thumb" src={thumb} alt="" loading="lazy" />}
            <span className="kite-url-preview-body">
              <b className="kite-url-preview-title">{s.title ?? target.host}</b>
              {!compact && <span className="kite-url-preview-desc">{cutDescription(s.description)}</span>}
              <span className="kite-url-preview-site">
                {icon && <img src={icon} alt="" width={16} height={16} />}
                {s.sitename ?? target.host}
              </span>
            </span>
          </a>
        </div>
      )}
      {actions && (playerRaw || tweetId) && (
        <button type="button" className="kite-button" aria-expanded={player} onClick={() => setPlayer((x) => !x)}>
          {playerRaw ? (player ? t(r.disablePlayer) : t(r.enablePlayer)) : player ? t(r.collapseTweet) : t(r.expandTweet)}
        </button>
      )}
      {revealed && (
        <button type="button" className="kite-button" onClick={() => setRevealed(false)}>
          {t(m.hideMedia)}
        </button>
      )}
    </div>
  );
}
