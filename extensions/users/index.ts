import { Api, defineExtension } from '@kite/sdk';
import { menuMessages } from './messages';

/**
 * People (spec 3 §2, §6, §7 Users): follow requests, user profiles with their tabs and
 * follow lists, the follow button, the user menu (`menuItems` at location `user`) and the
 * user preview card.
 */
export default defineExtension({
  id: 'users',
  requires: [Api],
  activate(ctx) {
    ctx.routes.add({ path: '/my/follow-requests', component: { lazy: () => import('./FollowRequestsPage') }, loginRequired: true });
    ctx.navbar.add({
      id: 'followRequests', title: menuMessages.followRequests, icon: 'userPlus', to: '/my/follow-requests',
      show: (w) => w.signedIn, indicator: (w) => Boolean(w.me?.hasPendingReceivedFollowRequest),
    });
  },
});
