import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogService, I18nService, StreamService, StreamState } from '@kite/sdk';
import { DISCONNECT_DIALOG_MS, watchDisconnect } from './watch';

function fakes(answer: boolean) {
  let state: StreamState = 'connected';
  const listeners = new Set<() => void>();
  const stream = {
    get state() {
      return state;
    },
    subscribe: (l: () => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as StreamService;
  const set = (s: StreamState) => {
    state = s;
    listeners.forEach((l) => l());
  };
  const asked: string[] = [];
  const service = {
    confirm: async (o: { title?: string }) => {
      asked.push(o.title ?? '');
      return answer;
    },
  } as unknown as DialogService;
  const dialogs = () => service;
  const i18n = { t: (k: { en: string }) => k.en } as unknown as I18nService;
  const reload = vi.fn();
  return { stream, set, asked, dialogs, i18n, reload };
}

describe('server disconnect dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks to reload after reconnecting for a while, and reloads on OK', async () => {
    const f = fakes(true);
    watchDisconnect(f);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS - 1);
    expect(f.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.asked).toEqual(['Disconnected from the server']);
    expect(f.reload).toHaveBeenCalledTimes(1);
  });

  it('a reconnect in time cancels; one dialog per outage; Later does not reload', async () => {
    const f = fakes(false);
    watchDisconnect(f);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS / 2);
    f.set('connected');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS * 2);
    expect(f.asked).toEqual([]);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS * 3);
    expect(f.asked.length).toBe(1);
    expect(f.reload).not.toHaveBeenCalled();
    f.set('connected');
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS);
    expect(f.asked.length).toBe(2);
  });
});
