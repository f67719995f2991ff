import { Suspense, lazy } from 'react';
import type { Ad, AdPlace } from './ads';

export interface AdBoxProps {
  /** The places preferred, in order of preference (square when none fits). */
  places: readonly AdPlace[];
  /** Shown even to a person with the canHideAds policy. */
  force?: boolean;
  /** This ad, not one drawn from the server's (the /ads page lists them all). */
  ad?: Ad;
}

/* The ad box, its draw and the account's muted ads load with the first ad shown, not with the app. */
const View = lazy(() => import('./AdBoxView'));

/**
 * An ad from the server's meta (spec 1 §2.5, §4) for the preferred places; "show this ad less
 * often" mutes it for the account. Nothing is drawn until its code has loaded.
 */
export function AdBox(props: AdBoxProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
