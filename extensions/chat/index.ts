import { Accounts, Api, Navigation, Stream, Toasts, defineExtension } from '@kite/sdk';
import type { ViewerInfo } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

const canChat = (w: ViewerInfo) => w.signedIn && w.me?.policies.chatAvailability !== 'unavailable';
const home = () => import('./pages/ChatHomePage');

/**
 * Chat (spec 1 §2.1, Misskey 2025's chat API): /chat with history, rooms, invitations and
 * search; conversations with a user or in a room, live over the chatUser / chatRoom
 * channels; the navbar entry with its unread dot; "Chat" in the user menu; a toast for a new
 * message while elsewhere (realtime mode); the deck's chat column. Pages load on first use.
 */
export default defineExtension({
  id: 'chat',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent'],
  requires: [Api],
  optional: [Stream, Toasts, Accounts],
  contributes: {
    routes: [
      { path: '/chat', loginRequired: true, component: { lazy: home } },
      { path: '/chat/user/:userId', loginRequired: true, component: { lazy: () => import('./pages/UserChatPage') } },
      { path: '/chat/room/:roomId', loginRequired: true, component: { lazy: () => import('./pages/RoomChatPage') } },
      { path: '/chat/messages/:messageId', loginRequired: true, component: { lazy: () => import('./pages/MessagePage') } },
    ],
    navbar: [
      {
        id: 'chat',
        title: m.chat,
        icon: 'messages',
        to: '/chat',
        show: canChat,
        indicator: (w) => Boolean(w.me?.hasUnreadChatMessages),
      },
    ],
    // The widget and the column come with /chat's chunk (its history list is the page's): no import site
    // of their own, each weighs on the first load.
    widgets: [
      {
        name: 'chat',
        title: m.chat,
        component: { lazy: () => home().then((p) => ({ default: p.ChatWidget })) },
        settings: () => home().then((p) => p.chatWidgetForm),
      },
    ],
    deckColumns: [
      {
        type: 'chat',
        title: m.chat,
        icon: 'messages',
        component: { lazy: () => home().then((p) => ({ default: p.ChatColumn })) },
      },
    ],
    menuItems: [
      {
        location: 'user',
        id: 'chat.start',
        text: m.startChat,
        icon: 'messages',
        // Misskey offers chat with local users other than oneself, when the role allows chat.
        show: ({ user }, w) => canChat(w) && w.me?.id !== user.id && user.host == null,
        action: ({ user }, ctx) => ctx.get(Navigation).push(`/chat/user/${user.id}`),
      },
    ],
  },
  activate: { lazy: () => import('./activate') },
});
