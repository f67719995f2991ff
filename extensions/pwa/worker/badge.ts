import { workerAccounts } from './actions';
import { isObj } from './payload';

/** The count on the installed app's icon (Badging API); nothing where the browser has none. */
export async function showBadge(count: number, nav: Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>> = navigator): Promise<void> {
  try {
    if (count > 0) await nav.setAppBadge?.(count);
    else await nav.clearAppBadge?.();
  } catch {
    // Not installed, or the platform refused: the count is a courtesy.
  }
}

/**
 * The account's unread notifications, as the server counts them (`i`, with the account's token); offline or
 * without a token, the notifications still on display.
 */
export async function unreadOf(userId: string, shown: (userId: string) => Promise<readonly unknown[]>): Promise<number> {
  const account = await workerAccounts.account(userId);
  const me = account ? await workerAccounts.call(account, 'i', {}).catch(() => null) : null;
  if (isObj(me) && typeof me.unreadNotificationsCount === 'number') return me.unreadNotificationsCount;
  return (await shown(userId)).length;
}
