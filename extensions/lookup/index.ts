import { Api, Dialogs, I18n, Navigation, defineExtension } from '@kite/sdk';
import { lookupNavMessages as m } from './navMessages';

/**
 * Lookup (spec 1 §5): the navbar entry that opens the lookup prompt and the `/lookup`
 * page (`?uri=` / `?acct=`, where /authorize-follow redirects). Resolves users, tags,
 * this server's own addresses, bare note and user ids, and remote addresses (`ap/show`).
 */
export default defineExtension({
  id: 'lookup',
  requires: [Dialogs],
  contributes: {
    navbar: [
      {
        id: 'lookup',
        title: m.lookup,
        icon: 'search',
        // The prompt and its resolver load on first use.
        action: async (_anchor, ctx) => {
          const { runLookup } = await import('./lookup');
          await runLookup({ dialogs: ctx.get(Dialogs), nav: ctx.get(Navigation), i18n: ctx.get(I18n), api: ctx.get(Api) });
        },
      },
    ],
    routes: [{ path: '/lookup', loginRequired: true, component: { lazy: () => import('./LookupPage') } }],
    // Spec 1 §2.1: remote follow and interaction links land on the lookup page, query kept.
    redirects: [
      { from: '/authorize-follow', to: (c) => `/lookup${c.search}` },
      { from: '/authorize_interaction', to: (c) => `/lookup${c.search}` },
    ],
  },
});
