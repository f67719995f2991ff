import { Contributions, Overlays, Viewer } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { DonationNotice } from './DonationNotice';
import { matchesRoute, readDonationRecord, recordDonationClosed, shouldShowDonation } from './donationRule';

/**
 * Shows the donation notice once at start-up when its rule says so (see donationRule.ts). Runs
 * after the page's first content, when every extension's routes are known; the notice goes
 * when the extension is switched off.
 */
export function startDonation(ctx: ExtensionContext, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): void {
  const minimal = ctx
    .get(Contributions)
    .list('routes')
    .filter((r) => r.minimalShell)
    .map((r) => r.path);
  const record = readDonationRecord(storage);
  const show = shouldShowDonation({
    now: Date.now(),
    accountCreatedAt: ctx.get(Viewer).info.me?.createdAt ?? null,
    lastShownAt: record.lastShownAt,
    never: record.never,
    pathname: location.pathname,
    minimalShell: matchesRoute(location.pathname, minimal),
  });
  if (!show) return;
  const handle = ctx.get(Overlays).mount(function Donation({ close }) {
    return (
      <DonationNotice
        onClose={(never) => {
          recordDonationClosed(storage, Date.now(), never);
          close();
        }}
      />
    );
  });
  ctx.onDispose(() => handle.dispose());
}
