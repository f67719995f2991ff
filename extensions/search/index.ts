import { Api, Navigation, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

/** Search (spec 3 §2, §5): notes and users, by the viewer's policies; q, userId, username, host, channel, type, origin. */
export default defineExtension({
  id: 'search',
  requires: [Api],
  contributes: {
    routes: [{ path: '/search', component: { lazy: () => import('./SearchPage') } }],
    navbar: [{ id: 'search', title: navMessages.search, icon: 'search', to: '/search' }],
    // Spec 1 §9: `s` opens search.
    hotkeys: [{ keys: ['s'], description: navMessages.search, action: (ctx) => ctx.get(Navigation).push('/search') }],
  },
});
