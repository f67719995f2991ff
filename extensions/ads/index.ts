import { Viewer, afterFirstContent, defineExtension } from '@kite/sdk';

/**
 * Ads and the donation notice (spec 1 §2.1, §4, §9): the /ads page, and the donation notice at
 * start-up for a signed-in account when its rule says so. The rule's code loads after the page's
 * first content, so the first screen does not wait for it.
 */
export default defineExtension({
  id: 'ads',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent'],
  contributes: {
    routes: [{ path: '/ads', component: { lazy: () => import('./AdsPage') } }],
  },
  activate(ctx) {
    if (!ctx.get(Viewer).info.signedIn) return;
    void afterFirstContent()
      .then(() => import('./startDonation'))
      .then((d) => d.startDonation(ctx))
      .catch((e: unknown) => console.warn('[kite] the donation notice failed to load', e));
  },
});
