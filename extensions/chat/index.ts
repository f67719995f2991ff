import { Accounts, Api, I18n, Navigation, Preferences, Stream, Toasts, Viewer, defineExtension, startLoaded } from '@kite/sdk';
import type { ViewerInfo } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

const canChat = (w: ViewerInfo) => w.signedIn && w.me?.policies.chatAvailability !== 'unavailable';

/**
 * Chat (spec 1 §2.1, Misskey 2025's chat API): /chat with history, rooms, invitations and
 * search; conversations with a user or in a room, live over the chatUser / chatRoom
 * channels; the navbar entry with its unread dot; "Chat" in the user menu; a toast for a new
 * message while elsewhere (realtime mode); the deck's chat column. Pages load on first use.
 */
export default defineExtension({
  id: 'chat',
  requires: [Api],
  optional: [Stream, Toasts, Accounts],
  activate(ctx) {
    const home = () => import('./pages/ChatHomePage');
    ctx.routes.add({ path: '/chat', loginRequired: true, component: { lazy: home } });
    ctx.routes.add({ path: '/chat/user/:userId', loginRequired: true, component: { lazy: () => import('./pages/UserChatPage') } });
    ctx.routes.add({ path: '/chat/room/:roomId', loginRequired: true, component: { lazy: () => import('./pages/RoomChatPage') } });
    ctx.routes.add({ path: '/chat/messages/:messageId', loginRequired: true, component: { lazy: () => import('./pages/MessagePage') } });
    ctx.navbar.add({
      id: 'chat',
      title: m.chat,
      icon: 'messages',
      to: '/chat',
      show: canChat,
      indicator: (w) => Boolean(w.me?.hasUnreadChatMessages),
    });
    // The widget comes with /chat's chunk (its history list is the page's): no import site of its own,
    // each weighs on the first load.
    ctx.widgets.add({
      name: 'chat',
      title: m.chat,
      component: { lazy: () => home().then((p) => ({ default: p.ChatWidget })) },
      settings: () => home().then((p) => p.chatWidgetForm),
    });
    ctx.deckColumns.add({
      type: 'chat',
      title: m.chat,
      icon: 'messages',
      component: { lazy: () => home().then((p) => ({ default: p.ChatColumn })) },
    });
    const nav = ctx.get(Navigation);
    ctx.menuItems.add({
      location: 'user',
      id: 'chat.start',
      text: m.startChat,
      icon: 'messages',
      // Misskey offers chat with local users other than oneself, when the role allows chat.
      show: ({ user }, w) => canChat(w) && w.me?.id !== user.id && user.host == null,
      action: ({ user }) => nav.push(`/chat/user/${user.id}`),
    });
    // Spec 1 §7: live events only in realtime mode, for a signed-in account.
    if (ctx.get(Preferences).get('realtimeMode') && ctx.get(Viewer).info.signedIn && ctx.has(Stream) && ctx.has(Toasts)) {
      void startLoaded(
        ctx,
        () => import('./live'),
        ({ connectChatToasts }) =>
          connectChatToasts({ stream: ctx.get(Stream), toasts: ctx.get(Toasts), i18n: ctx.get(I18n), current: () => nav.current }),
      );
    }
  },
});
