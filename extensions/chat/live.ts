import type { entities } from 'misskey-js';
import type { I18nService, StreamService, ToastService } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

/** The conversation a message belongs to, as a path (the room's, or the other user's). */
export function conversationPath(msg: Pick<entities.ChatMessage, 'toRoomId' | 'fromUserId'>): string {
  return msg.toRoomId ? `/chat/room/${msg.toRoomId}` : `/chat/user/${msg.fromUserId}`;
}

/**
 * New-message toasts: Misskey sends `newChatMessage` on the main channel when a message is
 * still unread 3 s after it was sent. Shown unless that conversation is the current page
 * (it shows the message already). The kernel's main channel sets the navbar's unread dot.
 */
export function connectChatToasts(deps: {
  stream: StreamService;
  toasts: ToastService;
  i18n: I18nService;
  current: () => string;
}): () => void {
  const main = deps.stream.useChannel('main');
  main.on('newChatMessage', (msg: entities.ChatMessage) => {
    if (deps.current().split(/[?#]/)[0] === conversationPath(msg)) return;
    const name = msg.fromUser.name ?? msg.fromUser.username;
    const title = msg.toRoom ? deps.i18n.t(m.newRoomMessage, { name, room: msg.toRoom.name }) : deps.i18n.t(m.newMessage, { name });
    const text = msg.text ?? '';
    deps.toasts.show(text ? `${title} — ${text.slice(0, 80)}` : title, { icon: 'messages' });
  });
  return () => main.dispose();
}
