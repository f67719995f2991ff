import { Api, Composer, Dialogs, MyLists, Navigation, Toasts, UserPreviews, Viewer, defineExtension } from '@kite/sdk';
import { menuMessages } from './menuMessages';
import { addUserMenuItemsLater } from './menu/registration';

/**
 * People (spec 3 §2, §6, §7 Users): follow requests, user profiles with their tabs and
 * follow lists, the follow button, the user menu (`menuItems` at location `user`) and the
 * user preview card (provided as `UserPreviews` for the kernel's popup service).
 */
export default defineExtension({
  id: 'users',
  requires: [Api],
  optional: [Composer, Dialogs, MyLists, Toasts],
  provides: [UserPreviews],
  contributes: {
    routes: [
      { path: '/my/follow-requests', component: { lazy: () => import('./FollowRequestsPage') }, loginRequired: true },
      { path: '/@:acct/following', component: { lazy: () => import('./FollowListPage').then((m) => ({ default: m.FollowingPage })) } },
      { path: '/@:acct/followers', component: { lazy: () => import('./FollowListPage').then((m) => ({ default: m.FollowersPage })) } },
      { path: '/@:acct/:page?', component: { lazy: () => import('./UserPage') } },
    ],
    navbar: [
      {
        id: 'followRequests',
        title: menuMessages.followRequests,
        icon: 'userPlus',
        to: '/my/follow-requests',
        show: (w) => w.signedIn,
        indicator: (w) => Boolean(w.me?.hasPendingReceivedFollowRequest),
      },
      // The navbar's profile entry opens the signed-in user's own profile.
      {
        id: 'profile',
        title: menuMessages.profile,
        icon: 'user',
        show: (w) => w.signedIn,
        action: (_anchor, ctx) => ctx.get(Navigation).push(`/@${ctx.get(Viewer).info.me?.username ?? ''}`),
      },
    ],
    // Spec 1 §2.1: /redirect-test leads to the own profile (the start page for visitors).
    redirects: [{ from: '/redirect-test', to: (c) => (c.username ? `/@${c.username}` : '/') }],
  },
  activate(ctx) {
    ctx.provide(UserPreviews, { Card: { lazy: () => import('./PreviewCard') } });
    // The user menu's items are added once the first content is drawn (their table stays out of the first load).
    addUserMenuItemsLater(ctx);
  },
});
