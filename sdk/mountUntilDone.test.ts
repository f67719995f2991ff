import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { mountUntilDone } from './mountUntilDone';

/** A host that keeps what is mounted; `dispose` counts. */
function fakeHost() {
  const dispose = vi.fn();
  const mounted: ComponentType<{ close: () => void }>[] = [];
  return { host: { mount: (c: ComponentType<{ close: () => void }>) => (mounted.push(c), { dispose }) }, mounted, dispose };
}

describe('mountUntilDone', () => {
  it('mounts once, resolves with the first value given to done and unmounts once', async () => {
    const { host, mounted, dispose } = fakeHost();
    let finish: (v: string) => void = () => {};
    const Entry = () => null;
    const result = mountUntilDone<string>(host, (done) => ((finish = done), Entry));
    expect(mounted).toEqual([Entry]);
    expect(dispose).not.toHaveBeenCalled();
    finish('picked');
    finish('again');
    await expect(result).resolves.toBe('picked');
    expect(dispose).toHaveBeenCalledOnce();
  });

  it('unmounts at once when done came before the host returned', async () => {
    const { host, dispose } = fakeHost();
    const result = mountUntilDone<number>(host, (done) => (done(1), () => null));
    await expect(result).resolves.toBe(1);
    expect(dispose).toHaveBeenCalledOnce();
  });
});
