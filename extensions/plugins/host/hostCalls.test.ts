import { describe, expect, it, vi } from 'vitest';
import type { ApiService, DialogService, ToastService } from '@kite/sdk';
import { performHostCall } from './hostCalls';
import type { HostServices } from './hostCalls';

function services() {
  const store = new Map<string, string>();
  const request = vi.fn(async () => ({ ok: 1 }));
  const s: HostServices = {
    api: { request, get: vi.fn(), requestWithUi: vi.fn(), origin: 'http://x.example' } as unknown as ApiService, // a test double
    dialogs: {
      open: vi.fn(async () => ({ canceled: false as const, result: 'typed' })),
      alert: vi.fn(async () => undefined),
      confirm: vi.fn(async () => true),
      waiting: vi.fn(),
    } as unknown as DialogService, // a test double
    toasts: { show: vi.fn() } satisfies ToastService,
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v), removeItem: (k) => void store.delete(k) },
    location: () => 'http://x.example/notes/1',
    openWindow: vi.fn(),
  };
  return { s, store, request };
}

describe('host calls performed by the page', () => {
  it('Mk:api uses the plugin token, or the token given; never another', async () => {
    const { s, request } = services();
    await performHostCall(s, { installId: 'p1', token: 'plugin-token' }, 'api', ['i', {}, null]);
    expect(request).toHaveBeenLastCalledWith('i', {}, { token: 'plugin-token' });
    await performHostCall(s, { installId: 'p1', token: 'plugin-token' }, 'api', ['i', {}, 'given']);
    expect(request).toHaveBeenLastCalledWith('i', {}, { token: 'given' });
    await performHostCall(s, { installId: 'p2', token: null }, 'api', ['i', {}, null]);
    expect(request).toHaveBeenLastCalledWith('i', {}, { token: null });
  });

  it('Mk:api rechecks the endpoint in the page', async () => {
    const { s, request } = services();
    for (const ep of ['../admin', 'https://evil.example/api/i', 'a b', '']) {
      await expect(performHostCall(s, { installId: 'p1', token: null }, 'api', [ep, {}, null])).rejects.toThrow('invalid endpoint');
    }
    expect(request).not.toHaveBeenCalled();
  });

  it('Mk:api failures are answered, not thrown', async () => {
    const { s, request } = services();
    request.mockRejectedValueOnce(new Error('offline'));
    expect(await performHostCall(s, { installId: 'p1', token: null }, 'api', ['i', {}, null])).toEqual({
      ok: false,
      error: { message: 'offline' },
    });
  });

  it("storage is per plugin: one plugin cannot read another's keys", async () => {
    const { s } = services();
    await performHostCall(s, { installId: 'a', token: null }, 'save', ['secret', { v: 1 }]);
    expect(await performHostCall(s, { installId: 'a', token: null }, 'load', ['secret'])).toEqual({ v: 1 });
    expect(await performHostCall(s, { installId: 'b', token: null }, 'load', ['secret'])).toBeNull();
    expect(await performHostCall(s, { installId: 'b', token: null }, 'load', ['../a:secret'])).toBeNull();
    await performHostCall(s, { installId: 'a', token: null }, 'remove', ['secret']);
    expect(await performHostCall(s, { installId: 'a', token: null }, 'load', ['secret'])).toBeNull();
  });

  it('dialogs, toast, url, nyaize, readline', async () => {
    const { s } = services();
    const me = { installId: 'a', token: null };
    await performHostCall(s, me, 'dialog', ['T', 'x', 'evil-type']);
    expect(s.dialogs.alert).toHaveBeenCalledWith({ type: 'info', title: 'T', text: 'x' });
    expect(await performHostCall(s, me, 'confirm', ['T', 'x', 'warning'])).toBe(true);
    await performHostCall(s, me, 'toast', ['hey']);
    expect(s.toasts.show).toHaveBeenCalledWith('hey');
    expect(await performHostCall(s, me, 'url', [])).toBe('http://x.example/notes/1');
    expect(await performHostCall(s, me, 'nyaize', ['な'])).toBe('にゃ');
    expect(await performHostCall(s, me, 'readline', ['name?'])).toBe('typed');
    await expect(performHostCall(s, me, 'toast', [42])).rejects.toThrow('must be a string');
  });

  it('Plugin:open_url opens only http(s) URLs', async () => {
    const { s } = services();
    await performHostCall(s, { installId: 'a', token: null }, 'openUrl', ['https://misskey-hub.net/']);
    expect(s.openWindow).toHaveBeenCalledWith('https://misskey-hub.net/');
    await expect(performHostCall(s, { installId: 'a', token: null }, 'openUrl', ['javascript:alert(1)'])).rejects.toThrow();
    expect(s.openWindow).toHaveBeenCalledTimes(1);
  });
});
