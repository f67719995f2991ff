type BadgeNavigator = Partial<Pick<Navigator, 'setAppBadge' | 'clearAppBadge'>>;

/**
 * The current account's unread notifications on the installed app's icon (Badging API), kept in step with the
 * account's `i` (the main channel's unread and read-all events update it). The worker sets it on a push while
 * Kite is closed. Returns the clean-up.
 */
export function watchBadge(
  accounts: { readonly me: { readonly unreadNotificationsCount?: number } | null; subscribe(listener: () => void): () => void },
  nav: BadgeNavigator = navigator,
): () => void {
  if (!nav.setAppBadge) return () => {};
  let last = -1;
  const update = () => {
    const count = Number(accounts.me?.unreadNotificationsCount ?? 0) || 0;
    if (count === last) return;
    last = count;
    const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    // Refused where the app is not installed: the count is a courtesy.
    void done?.catch(() => {});
  };
  update();
  return accounts.subscribe(update);
}
