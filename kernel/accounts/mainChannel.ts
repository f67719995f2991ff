import type { PreferencesService, StreamService } from '@kite/sdk';
import type { KernelAccounts } from './store';

/**
 * The signed-in account's `main` channel, kept open for the page's life: it keeps `i`
 * current (meUpdated, unread flags) and, in realtime mode with the page visible, sends
 * `readNotification` when a notification arrives (spec 1 §7; not for test notifications).
 */
export function connectMainChannel(stream: StreamService, accounts: KernelAccounts, prefs: Pick<PreferencesService, 'get'>, isVisible: () => boolean = () => document.visibilityState === 'visible'): () => void {
  const main = stream.useChannel('main');
  main.on('meUpdated', (me) => accounts.updateMe(me as never));
  main.on('readAllNotifications', () => accounts.updateMe({ hasUnreadNotification: false, unreadNotificationsCount: 0 }));
  main.on('unreadNotification', () => accounts.updateMe({ hasUnreadNotification: true, unreadNotificationsCount: (accounts.me?.unreadNotificationsCount ?? 0) + 1 }));
  main.on('newChatMessage', () => accounts.updateMe({ hasUnreadChatMessages: true }));
  main.on('readAllAnnouncements', () => accounts.updateMe({ hasUnreadAnnouncement: false, unreadAnnouncements: [] }));
  main.on('notification', (n) => {
    // misskey-js types the main channel as receiving nothing, but the server accepts this one.
    if (prefs.get('realtimeMode') && isVisible() && n.type !== 'test') (main as unknown as { send(type: string, body: unknown): void }).send('readNotification', { id: n.id });
  });
  return () => main.dispose();
}
