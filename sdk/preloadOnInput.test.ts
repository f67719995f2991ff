import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulePreload } from './preloadOnInput';

const target = new EventTarget();
afterEach(() => vi.useRealTimers());

describe('schedulePreload', () => {
  it('loads the overlay UI on the first input, once', () => {
    const load = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load, afterMs: 10_000 });
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the start-up delay without input, and not after cancel', () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load, afterMs: 1500 });
    vi.advanceTimersByTime(1499);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    const other = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load: other, afterMs: 1500 })();
    vi.advanceTimersByTime(5000);
    target.dispatchEvent(new Event('keydown'));
    expect(other).not.toHaveBeenCalled();
  });
});
