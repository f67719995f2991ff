// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchOnline } from './offlineBanner';

afterEach(() => vi.restoreAllMocks());

const banner = () => document.querySelector('.kite-offline-banner');

describe('offline banner', () => {
  it('appears while offline, goes when the connection is back, and is removed on clean-up', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const stop = watchOnline('You are offline.');
    expect(banner()).toBeNull();
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(banner()?.textContent).toBe('You are offline.');
    window.dispatchEvent(new Event('offline'));
    expect(document.querySelectorAll('.kite-offline-banner')).toHaveLength(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(banner()).toBeNull();
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    stop();
    expect(banner()).toBeNull();
  });
});
