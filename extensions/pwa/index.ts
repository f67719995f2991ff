import { Composer, Dialogs, defineExtension } from '@kite/sdk';

/**
 * The installable app (issue 36): registers the service worker `/sw.js` once the first content is drawn,
 * offers "reload to update" when a new build's worker is waiting (spec 1 §4 client update), carries out the
 * worker's push orders (a notification's click), and says when the device is offline. The web app manifest
 * and the worker itself are built and served beside the app (tools/serviceWorker.ts, devserver/static/webManifest.ts).
 */
export default defineExtension({
  id: 'pwa',
  activationEvents: ['onEvent:firstContent'],
  // The update offer is a dialog; without the dialogs extension the new build runs from the next visit.
  // A notification's "reply" opens the composer here; without it, the share page.
  optional: [Dialogs, Composer],
  activate: { lazy: () => import('./activate') },
});
