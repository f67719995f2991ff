import { describe, expect, it, vi } from 'vitest';
import { watchBadge } from './appBadge';

describe('the app badge', () => {
  it('shows the current account’s unread count, clears at zero, and stops with the page', () => {
    const listeners = new Set<() => void>();
    const accounts = {
      me: { unreadNotificationsCount: 3 },
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    const nav = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) };
    const stop = watchBadge(accounts, nav);
    expect(nav.setAppBadge).toHaveBeenLastCalledWith(3);
    accounts.me = { unreadNotificationsCount: 0 };
    for (const l of listeners) l();
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });

  it('does nothing where the browser has no badge', () => {
    const subscribe = vi.fn(() => () => {});
    watchBadge({ me: null, subscribe }, {});
    expect(subscribe).not.toHaveBeenCalled();
  });
});
