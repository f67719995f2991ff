import { describe, expect, it, vi } from 'vitest';
import { startLoaded } from './startLoaded';

/** An extension context's disposal, as the kernel runs it on deactivate. */
function fakeContext() {
  const disposers: (() => void)[] = [];
  return { onDispose: (fn: () => void) => void disposers.push(fn), dispose: () => disposers.forEach((d) => d()) };
}

describe('startLoaded', () => {
  it('starts once the code is in, and stops on dispose', async () => {
    const ctx = fakeContext();
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    await startLoaded(ctx, () => Promise.resolve('code'), start);
    expect(start).toHaveBeenCalledWith('code');
    ctx.dispose();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('does not start when disposed before the code arrived', async () => {
    const ctx = fakeContext();
    let arrive!: (v: string) => void;
    const start = vi.fn(() => () => {});
    const started = startLoaded(ctx, () => new Promise<string>((r) => (arrive = r)), start);
    ctx.dispose();
    arrive('code');
    await started;
    expect(start).not.toHaveBeenCalled();
  });

  it('rejects when the code does not load', async () => {
    const ctx = fakeContext();
    await expect(
      startLoaded(
        ctx,
        () => Promise.reject(new Error('offline')),
        () => {},
      ),
    ).rejects.toThrow('offline');
  });
});
