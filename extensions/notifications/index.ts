import {
  Accounts,
  Api,
  I18n,
  Navigation,
  Overlays,
  Preferences,
  Stream,
  Toasts,
  Viewer,
  afterFirstContent,
  defineExtension,
  startLoaded,
} from '@kite/sdk';
import type { ViewerInfo } from '@kite/sdk';
import { notificationTypes } from './types';
import { navMessages } from './navMessages';

const unread = (w: ViewerInfo) => Number(w.me?.unreadNotificationsCount ?? 0) || Boolean(w.me?.hasUnreadNotification);
// One component for both announcement paths.
const announcements = { lazy: () => import('./NotificationsPage').then((p) => ({ default: p.AnnouncementsRoute })) };

/**
 * Notifications (spec 3 §2–§3, spec 1 §4): /my/notifications, one `notificationRenderers`
 * contribution per type, the navbar entry with its unread count, and realtime toasts and
 * browser notifications; the server's announcements (/announcements, /announcements/:id).
 */
export default defineExtension({
  id: 'notifications',
  requires: [Api],
  optional: [Stream, Toasts, Accounts],
  contributes: {
    routes: [
      { path: '/my/notifications', component: { lazy: () => import('./NotificationsPage') }, loginRequired: true },
      { path: '/announcements', component: announcements },
      { path: '/announcements/:announcementId', component: announcements },
    ],
    navbar: [
      {
        id: 'notifications',
        title: navMessages.notifications,
        icon: 'bell',
        to: '/my/notifications',
        show: (w) => w.signedIn,
        indicator: unread,
      },
      // Announcements (spec 1 §2.1, §2.6): the navbar entry shows an indicator while any is unread.
      {
        id: 'announcements',
        title: navMessages.announcements,
        icon: 'speakerphone',
        to: '/announcements',
        indicator: (w) => Boolean(w.me?.hasUnreadAnnouncement),
      },
    ],
    widgets: [
      {
        name: 'notifications',
        title: navMessages.notifications,
        component: { lazy: () => import('./widget/NotificationsWidget') },
        settings: () => import('./widget/form').then((f) => f.notificationsWidgetForm),
      },
    ],
    deckColumns: [
      {
        type: 'notifications',
        title: navMessages.notifications,
        icon: 'bell',
        component: { lazy: () => import('./deck/NotificationsColumn') },
      },
    ],
    notificationRenderers: notificationTypes.map((type) => ({
      type,
      component: { lazy: () => import('./renderers').then((m) => ({ default: m.renderers[type] })) },
    })),
  },
  activate(ctx) {
    // Unread announcements shown as dialogs, once the first screen is drawn (as Misskey's boot),
    // and, in realtime mode (spec 1 §7), those created while the page is open.
    if (ctx.get(Viewer).info.signedIn && ctx.has(Accounts)) {
      void startLoaded(
        ctx,
        () => afterFirstContent().then(() => import('./announcements/startup')),
        (s) =>
          s.startAnnouncementDialogs({
            accounts: ctx.get(Accounts),
            overlays: ctx.get(Overlays),
            stream: ctx.get(Preferences).get('realtimeMode') && ctx.has(Stream) ? ctx.get(Stream) : null,
          }),
      );
    }
    // Spec 1 §7: live events only in realtime mode, for a signed-in account.
    if (ctx.get(Preferences).get('realtimeMode') && ctx.get(Viewer).info.signedIn && ctx.has(Stream)) {
      const nav = ctx.get(Navigation);
      void startLoaded(
        ctx,
        () => import('./live'),
        ({ connectLiveNotifications }) =>
          connectLiveNotifications({
            stream: ctx.get(Stream),
            toasts: ctx.has(Toasts) ? ctx.get(Toasts) : null,
            i18n: ctx.get(I18n),
            onNotificationsPage: () => nav.current.startsWith('/my/notifications'),
          }),
      );
    }
  },
});
