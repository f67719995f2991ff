import { useEffect, useId, useState } from 'react';
import { Icon, claimZIndex, useT, useViewer } from '@kite/sdk';
import { adsMessages as m } from './messages';
import './donation.css';

/** Misskey's donation page (the server sets no donation link of its own in 2025.9). */
export const DONATE_URL = 'https://misskey-hub.net/docs/for-users/resources/donate/';

/**
 * The donation notice (spec 1 §9): a panel at the bottom of the screen, not modal — the page
 * stays usable under it. "Donate" opens Misskey's donation page in a new tab; every way of
 * closing it records the time (`onClose`), "don't show again" for good.
 */
export function DonationNotice({ onClose }: { onClose: (never: boolean) => void }) {
  const t = useT();
  const who = useViewer();
  const titleId = useId();
  const [zIndex] = useState(() => claimZIndex('low'));
  const name = who.meta?.name || location.host;
  // Escape closes it like "later", as other panels on the screen do.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="kite-donation" aria-labelledby={titleId} style={{ zIndex }}>
      <Icon icon="heart" size={36} className="kite-donation-icon" />
      <div className="kite-donation-body">
        <h2 id={titleId}>{t(m.donationTitle, { name })}</h2>
        <p>{t(m.donationText, { name })}</p>
        <div className="kite-donation-buttons">
          <a
            className="kite-button kite-button-primary"
            href={DONATE_URL}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => onClose(false)}
          >
            {t(m.donate)}
          </a>
          <button type="button" className="kite-button" onClick={() => onClose(false)}>
            {t(m.later)}
          </button>
          <button type="button" className="kite-button" onClick={() => onClose(true)}>
            {t(m.neverShow)}
          </button>
        </div>
      </div>
      <button type="button" className="kite-donation-close" aria-label={t(m.close)} onClick={() => onClose(false)}>
        <Icon icon="x" />
      </button>
    </aside>
  );
}
