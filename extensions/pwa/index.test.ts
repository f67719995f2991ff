// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateForTest } from '@kite/sdk/testing';
import pwa from './index';

afterEach(() => {
  document.querySelectorAll('.kite-offline-banner').forEach((b) => b.remove());
  vi.restoreAllMocks();
});

describe('pwa extension', () => {
  it('waits for the first content and declares nothing a page would show', () => {
    expect(pwa.id).toBe('pwa');
    expect(pwa.activationEvents).toEqual(['onEvent:firstContent']);
    expect(pwa.contributes).toBeUndefined();
  });

  it('activates without a service worker (tests and development builds) and still says when the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const ext = await activateForTest(pwa);
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(document.querySelector('.kite-offline-banner')?.getAttribute('role')).toBe('status'));
    ext.dispose();
    expect(document.querySelector('.kite-offline-banner')).toBeNull();
  });
});
