import { describe, expect, it, vi } from 'vitest';
import { dialogsDouble, meFixture, mockApi, toastsDouble } from '@kite/sdk/testing';
import { performHostCall } from './hostCalls';
import type { HostServices } from './hostCalls';

function services() {
  const store = new Map<string, string>();
  const api = mockApi({ i: () => meFixture() }, { origin: 'http://x.example' });
  const dialogs = dialogsDouble({ confirm: true, open: () => ({ canceled: false, result: 'typed' }) });
  const toasts = toastsDouble();
  const s: HostServices = {
    api,
    dialogs,
    toasts,
    storage: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
      key: (i) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    },
    location: () => 'http://x.example/notes/1',
    openWindow: vi.fn(),
  };
  /** The endpoint, parameters and options of the last API call. */
  const lastCall = () => api.calls.map((c) => [c.endpoint, c.params, c.opts]).at(-1);
  return { s, store, api, dialogs, toasts, lastCall };
}

describe('host calls performed by the page', () => {
  it('Mk:api uses the plugin token, or the token given; never another', async () => {
    const { s, lastCall } = services();
    await performHostCall(s, { installId: 'p1', token: 'plugin-token' }, 'api', ['i', {}, null]);
    expect(lastCall()).toEqual(['i', {}, { token: 'plugin-token' }]);
    await performHostCall(s, { installId: 'p1', token: 'plugin-token' }, 'api', ['i', {}, 'given']);
    expect(lastCall()).toEqual(['i', {}, { token: 'given' }]);
    await performHostCall(s, { installId: 'p2', token: null }, 'api', ['i', {}, null]);
    expect(lastCall()).toEqual(['i', {}, { token: null }]);
  });

  it('Mk:api rechecks the endpoint in the page', async () => {
    const { s, api } = services();
    for (const ep of ['../admin', 'https://evil.example/api/i', 'a b', '']) {
      await expect(performHostCall(s, { installId: 'p1', token: null }, 'api', [ep, {}, null])).rejects.toThrow('invalid endpoint');
    }
    expect(api.calls).toEqual([]);
  });

  it('Mk:api failures are answered, not thrown', async () => {
    const { s, api } = services();
    api.answer('i', () => {
      throw new Error('offline');
    });
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
    const { s, dialogs, toasts } = services();
    const me = { installId: 'a', token: null };
    await performHostCall(s, me, 'dialog', ['T', 'x', 'evil-type']);
    expect(dialogs.alerts).toEqual([{ type: 'info', title: 'T', text: 'x' }]);
    expect(await performHostCall(s, me, 'confirm', ['T', 'x', 'warning'])).toBe(true);
    await performHostCall(s, me, 'toast', ['hey']);
    expect(toasts.messages).toEqual(['hey']);
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
