import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogsDouble, i18nDouble, streamDouble } from '@kite/sdk/testing';
import { DISCONNECT_DIALOG_MS, watchDisconnect } from './watch';

function fakes(answer: boolean) {
  const stream = streamDouble({ state: 'connected' });
  const service = dialogsDouble({ confirm: answer });
  const reload = vi.fn();
  return {
    stream,
    set: (s: 'connected' | 'reconnecting') => stream.setState(s),
    asked: () => service.confirms.map((o) => o.title ?? ''),
    dialogs: () => service,
    i18n: i18nDouble(),
    reload,
  };
}

describe('server disconnect dialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks to reload after reconnecting for a while, and reloads on OK', async () => {
    const f = fakes(true);
    watchDisconnect(f);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS - 1);
    expect(f.asked()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.asked()).toEqual(['Disconnected from the server']);
    expect(f.reload).toHaveBeenCalledTimes(1);
  });

  it('a reconnect in time cancels; one dialog per outage; Later does not reload', async () => {
    const f = fakes(false);
    watchDisconnect(f);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS / 2);
    f.set('connected');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS * 2);
    expect(f.asked()).toEqual([]);
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS * 3);
    expect(f.asked().length).toBe(1);
    expect(f.reload).not.toHaveBeenCalled();
    f.set('connected');
    f.set('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS);
    expect(f.asked().length).toBe(2);
  });

  it('closes its dialog by itself when the connection returns', async () => {
    const stream = streamDouble({ state: 'connected' });
    // A dialog that stays open until something closes it, as a person who has not answered yet.
    let signal: AbortSignal | undefined;
    const closed = vi.fn();
    const service = dialogsDouble();
    service.confirm = (opts) =>
      new Promise<boolean>((resolve) => {
        signal = opts.signal;
        signal?.addEventListener('abort', () => (closed(), resolve(false)));
      });
    const reload = vi.fn();
    watchDisconnect({ stream, dialogs: () => service, i18n: i18nDouble(), reload });
    stream.setState('reconnecting');
    await vi.advanceTimersByTimeAsync(DISCONNECT_DIALOG_MS);
    expect(signal?.aborted).toBe(false);
    stream.setState('connected');
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
