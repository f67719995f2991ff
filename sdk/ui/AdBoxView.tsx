import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
// Through the sdk's index like an extension's page: this lazily loaded view then shares the sdk chunk instead of splitting it.
import { Api, adsHidden, chooseAd, safeHttpUrl, useOptionalService, useT, useViewer } from '../index';
import type { AdBoxProps } from './AdBox';
import { mutedAdsFor } from './mutedAds';
import { pageMessages as m } from './pageMessages';
import './page.css';

/**
 * An ad from the server's meta (spec 1 §2.5, §4) for the preferred places. "Show this ad
 * less often" mutes it for the account (every device, see mutedAds.ts) and picks another;
 * a muted ad shows only when nothing else is left. Users with the canHideAds policy see
 * none unless `force`.
 */
export default function AdBoxView(props: AdBoxProps) {
  const t = useT();
  const who = useViewer();
  const api = useOptionalService(Api);
  const muted = useMemo(() => mutedAdsFor(who.me?.id ?? null, api), [who.me?.id, api]);
  const mutedIds = useSyncExternalStore(
    (fn) => muted.subscribe(fn),
    () => muted.list,
  );
  useEffect(() => void muted.load(), [muted]);
  // The random draw is made once per mount and again after muting, so the ad shown does not change on every render.
  const [draw, setDraw] = useState(Math.random);
  const serverAds = who.meta?.ads;
  const drawn = useMemo(
    () => chooseAd(serverAds ?? [], { places: props.places, muted: mutedIds, random: () => draw }),
    [serverAds, props.places, mutedIds, draw],
  );
  const ad = props.ad ?? drawn;
  // On a device that has not read the account's muted ads yet, wait for them rather than flash a muted ad.
  if (adsHidden(who.me, props.force ?? false) || !ad || !muted.ready) return null;
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
        {/* An ad already muted is shown only for want of another: nothing left to reduce. */}
        {!mutedIds.includes(ad.id) && (
          <button
            type="button"
            onClick={() => {
              void muted.mute(ad.id);
              setDraw(Math.random());
            }}
          >
            {t(m.reduceFrequency)}
          </button>
        )}
      </div>
    </aside>
  );
}
