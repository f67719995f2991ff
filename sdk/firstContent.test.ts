import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('./firstContent');
};

describe('first content', () => {
  afterEach(() => vi.useRealTimers());

  it('what waits for it starts once it is marked, not before', async () => {
    const fc = await load();
    let started = false;
    void fc.afterFirstContent().then(() => (started = true));
    await Promise.resolve();
    expect(started).toBe(false);
    expect(fc.firstContentAt()).toBeNull();
    fc.markFirstContent();
    await Promise.resolve();
    expect(started).toBe(true);
    expect(fc.firstContentAt()).not.toBeNull();
    // Marked already: later waiters go at once.
    await expect(fc.afterFirstContent()).resolves.toBeUndefined();
  });

  it('nothing waits longer than the cap when no page marks it', async () => {
    vi.useFakeTimers();
    const fc = await load();
    let started = false;
    void fc.afterFirstContent().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(fc.FIRST_CONTENT_MAX_WAIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
