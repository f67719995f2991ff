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
  activate(ctx) {
    ctx.provide(UserPreviews, { Card: { lazy: () => import('./PreviewCard') } });
    ctx.routes.add({ path: '/my/follow-requests', component: { lazy: () => import('./FollowRequestsPage') }, loginRequired: true });
    ctx.routes.add({
      path: '/@:acct/following',
      component: { lazy: () => import('./FollowListPage').then((m) => ({ default: m.FollowingPage })) },
    });
    ctx.routes.add({
      path: '/@:acct/followers',
      component: { lazy: () => import('./FollowListPage').then((m) => ({ default: m.FollowersPage })) },
    });
    ctx.routes.add({ path: '/@:acct/:page?', component: { lazy: () => import('./UserPage') } });
    ctx.navbar.add({
      id: 'followRequests',
      title: menuMessages.followRequests,
      icon: 'userPlus',
      to: '/my/follow-requests',
      show: (w) => w.signedIn,
      indicator: (w) => Boolean(w.me?.hasPendingReceivedFollowRequest),
    });
    // Spec 1 §2.1: /redirect-test leads to the own profile (the start page for visitors).
    ctx.redirects.add({ from: '/redirect-test', to: (c) => (c.username ? `/@${c.username}` : '/') });
    // The navbar's profile entry opens the signed-in user's own profile.
    const ownProfile = () => ctx.get(Navigation).push(`/@${ctx.get(Viewer).info.me?.username ?? ''}`);
    ctx.navbar.add({ id: 'profile', title: menuMessages.profile, icon: 'user', show: (w) => w.signedIn, action: ownProfile });
    addUserMenuItemsLater(ctx);
  },
});
