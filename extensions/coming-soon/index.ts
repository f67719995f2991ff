import { defineExtension } from '@kite/sdk';
import { notBuiltYet } from './notBuiltYet';

/**
 * Serves every path of spec 1 §2.1 that no extension has built yet with a "not available
 * yet" page. Each belongs to the bundle that will own
 * it (`bundle`): while the operator has that bundle switched off, its paths stay not-found.
 */
export default defineExtension({
  id: 'coming-soon',
  contributes: {
    routes: notBuiltYet.map((r) => ({
      path: r.path,
      bundle: r.bundle,
      loginRequired: r.loginRequired,
      staffOnly: r.staffOnly,
      minimalShell: r.minimalShell,
      component: { lazy: () => import('./ComingSoonPage').then((x) => ({ default: x.comingSoonPage(r.path, r.bundle) })) },
    })),
  },
});
