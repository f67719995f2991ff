import { Config, defineExtension } from '@kite/sdk';
import { notBuiltYet } from './notBuiltYet';
import { pendingNavbar } from './navbar';

/**
 * Serves every path of spec 1 §2.1 that no extension has built yet with a "not available
 * yet" page, and the navbar entries that lead there — skipping those whose bundle the
 * operator switched off (their paths stay not-found).
 */
export default defineExtension({
  id: 'coming-soon',
  activate(ctx) {
    const on = (bundle: string) => ctx.get(Config).bundles[bundle] !== false;
    for (const r of notBuiltYet) {
      if (!on(r.bundle)) continue;
      const page = () => import('./ComingSoonPage').then((x) => ({ default: x.comingSoonPage(r.path, r.bundle) }));
      ctx.routes.add({
        path: r.path,
        loginRequired: r.loginRequired,
        staffOnly: r.staffOnly,
        minimalShell: r.minimalShell,
        component: { lazy: page },
      });
    }
    for (const n of pendingNavbar) if (on(n.bundle)) ctx.navbar.add(n.item);
  },
});
