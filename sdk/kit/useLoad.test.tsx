// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { errorText, useLoad } from './useLoad';
import { ApiError } from '../api';
import type { Loaded } from './useLoad';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A load the test settles by hand, one promise per call. */
function deferredLoads<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

function Probe<T>(props: { id: string; load: () => Promise<T>; every?: number; onRender: (l: Loaded<T>) => void }) {
  const loaded = useLoad(props.id, props.load, { every: props.every });
  props.onRender(loaded);
  return (
    <p>
      {loaded.loading ? 'loading' : 'settled'} {String(loaded.data ?? '-')} {loaded.error?.message ?? 'no error'}
    </p>
  );
}

function mount<T>(id: string, load: () => Promise<T>, every?: number) {
  let last: Loaded<T> | null = null;
  const view = render(<Probe id={id} load={load} every={every} onRender={(l) => (last = l)} />);
  return {
    text: () => view.container.textContent,
    latest: () => last!,
    rerender: (next: string) => view.rerender(<Probe id={next} load={load} every={every} onRender={(l) => (last = l)} />),
  };
}

describe('useLoad', () => {
  it('loads for its key: loading, then the answer', async () => {
    const { load, calls } = deferredLoads<string>();
    const view = mount('a', load);
    expect(view.text()).toBe('loading - no error');
    await act(async () => calls[0].resolve('A'));
    expect(view.text()).toBe('settled A no error');
  });

  it("shows a failure with its message, and a reload clears it until the new run settles, keeping the key's answer", async () => {
    const { load, calls } = deferredLoads<string>();
    const view = mount('a', load);
    await act(async () => calls[0].resolve('A'));
    act(() => view.latest().reload());
    expect(view.text()).toBe('loading A no error');
    await act(async () => calls[1].reject(new Error('offline')));
    expect(view.text()).toBe('settled A offline');
    act(() => view.latest().reload());
    expect(view.text()).toBe('loading A no error');
    await act(async () => calls[2].reject('plain'));
    expect(view.latest().error).toBeInstanceOf(Error);
    expect(view.text()).toBe('settled A plain');
  });

  it("drops an old key's late answer and shows nothing of the old key", async () => {
    const { load, calls } = deferredLoads<string>();
    const view = mount('a', load);
    view.rerender('b');
    expect(view.text()).toBe('loading - no error');
    await act(async () => calls[0].resolve('A'));
    expect(view.text()).toBe('loading - no error');
    await act(async () => calls[1].resolve('B'));
    expect(view.text()).toBe('settled B no error');
  });

  it('changes the shown answer with update', async () => {
    const { load, calls } = deferredLoads<string[]>();
    const view = mount('a', load);
    await act(async () => calls[0].resolve(['x', 'y']));
    act(() => view.latest().update((cur) => (cur ?? []).filter((v) => v !== 'x')));
    expect(view.latest().data).toEqual(['y']);
  });

  it('with every, loads again in the background while visible, keeping what is shown until it settles', async () => {
    vi.useFakeTimers();
    const { load, calls } = deferredLoads<string>();
    const view = mount('a', load, 1000);
    await act(async () => calls[0].reject(new Error('down')));
    expect(view.text()).toBe('settled - down');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(load).toHaveBeenCalledTimes(2);
    expect(view.text()).toBe('settled - down');
    await act(async () => calls[1].resolve('A'));
    expect(view.text()).toBe('settled A no error');
  });
});

describe('errorText', () => {
  const err = (code: string, message = 'Failed to fetch') => new ApiError({ code, id: '', message, endpoint: 'x' });
  it('says a server not reached or answering unreadably in words, in the language given', () => {
    expect(errorText(err('NETWORK_ERROR'))).toBe('Could not reach the server.');
    expect(errorText(err('INVALID_RESPONSE', 'Unexpected token <'))).toBe('The server’s answer could not be read.');
    expect(errorText(err('NETWORK_ERROR'), (k) => `[${k.id}]`)).toBe('[sdkUi.networkError]');
  });
  it('keeps the server message and the text of anything else thrown', () => {
    expect(errorText(err('NO_SUCH_NOTE', 'No such note.'))).toBe('No such note.');
    expect(errorText('plain')).toBe('plain');
  });
});
