import { useT, useViewer } from '@kite/sdk';
import { BottomNotice } from '@kite/sdk/kit';
import { adsMessages as m } from './messages';

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
  const name = who.meta?.name || location.host;
  return (
    <BottomNotice
      icon="heart"
      title={t(m.donationTitle, { name })}
      text={t(m.donationText, { name })}
      closeLabel={t(m.close)}
      onDismiss={() => onClose(false)}
    >
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
    </BottomNotice>
  );
}
