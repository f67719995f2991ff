import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useService, useT, useViewer } from '../react';
import { Preferences } from '../services';
import { safeHttpUrl } from '../url';
import { adsHidden, chooseAd } from './ads';
import type { AdPlace } from './ads';
import { pageMessages as m } from './pageMessages';
import './page.css';

/**
 * An ad from the server's meta (spec 1 §2.5, §4) for the preferred places. "Show this ad
 * less often" mutes it (stored in the preferences) and picks another. Users with the
 * canHideAds policy see none unless `force`.
 */
export function AdBox(props: { places: readonly AdPlace[]; force?: boolean }) {
  const t = useT();
  const who = useViewer();
  const prefs = useService(Preferences);
  const group = useMemo(() => prefs.define('ads', { muted: [] as string[] }), [prefs]);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  const storedMutes = snap['ads.muted'] as readonly string[] | undefined;
  // The random draw is made once per mount and again after muting, so the ad shown does not change on every render.
  const [draw, setDraw] = useState(Math.random);
  const serverAds = who.meta?.ads;
  const ad = useMemo(
    () => chooseAd(serverAds ?? [], { places: props.places, muted: storedMutes ?? [], random: () => draw }),
    [serverAds, props.places, storedMutes, draw],
  );
  if (adsHidden(who.me, props.force ?? false) || !ad) return null;
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const href = safeHttpUrl(ad.url, origin);
  const img = safeHttpUrl(ad.imageUrl, origin);
  if (!img) return null;
  return (
    <aside className={`kite-ad kite-ad-${ad.place}`} aria-label={t(m.ad)} data-ad-id={ad.id}>
      {href ? (
        <a href={href.href} target="_blank" rel="nofollow noopener noreferrer">
          <img src={img.href} alt={t(m.ad)} />
        </a>
      ) : (
        <img src={img.href} alt={t(m.ad)} />
      )}
      <div className="kite-ad-bar">
        <span>{t(m.ad)}</span>
        <button
          type="button"
          onClick={() => {
            group.set('muted', [...new Set([...(storedMutes ?? []), ad.id])]);
            setDraw(Math.random());
          }}
        >
          {t(m.reduceFrequency)}
        </button>
      </div>
    </aside>
  );
}
