import type { entities } from 'misskey-js';
import type { StreamService } from '@kite/sdk';
import type { Me } from './types';

/** What the main channel changes: the current account's `i` (AccountsService.me). */
export interface MeSink {
  readonly me: Me | null;
  updateMe(patch: Partial<Me>): void;
}

/**
 * The signed-in account's `main` channel, kept open for the page's life (connected only in
 * realtime mode, spec 1 §7): it keeps `i` current (meUpdated, unread flags) and, when a
 * notification toast arrives with the page visible, sends `readNotification` (as Misskey
 * does: top-level, no body, marking all read). Test notifications stay unread so they can be
 * tested; client-generated notifications never come through the stream, so never send it.
 */
export function connectMainChannel(
  stream: StreamService,
  accounts: MeSink,
  isVisible: () => boolean = () => document.visibilityState === 'visible',
): () => void {
  const main = stream.useChannel('main');
  main.on('meUpdated', (me) => accounts.updateMe(me as Partial<Me>));
  main.on('readAllNotifications', () => accounts.updateMe({ hasUnreadNotification: false, unreadNotificationsCount: 0 }));
  main.on('unreadNotification', () =>
    accounts.updateMe({ hasUnreadNotification: true, unreadNotificationsCount: (accounts.me?.unreadNotificationsCount ?? 0) + 1 }),
  );
  main.on('newChatMessage', () => accounts.updateMe({ hasUnreadChatMessages: true }));
  main.on('readAllAnnouncements', () => accounts.updateMe({ hasUnreadAnnouncement: false, unreadAnnouncements: [] }));
  main.on('notification', (n: entities.Notification) => {
    if (isVisible() && n.type !== 'test') stream.send('readNotification');
  });
  return () => main.dispose();
}
