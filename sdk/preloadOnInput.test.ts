import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schedulePreload } from './preloadOnInput';
import { markFirstContent } from './firstContent';

const target = new EventTarget();
afterEach(() => vi.useRealTimers());

describe('schedulePreload before the first content', () => {
  it('waits for the first content: input before it loads nothing', async () => {
    const load = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load, afterMs: 10_000 });
    target.dispatchEvent(new Event('focusin'));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    markFirstContent();
    await new Promise((r) => setTimeout(r, 0));
    target.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('schedulePreload', () => {
  beforeAll(() => markFirstContent());
  const settled = () => new Promise((r) => setTimeout(r, 0));

  it('loads the overlay UI on the first input, once', async () => {
    const load = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load, afterMs: 10_000 });
    await settled();
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the start-up delay without input, and not after cancel', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load, afterMs: 1500 });
    await vi.advanceTimersByTimeAsync(1499);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    const other = vi.fn(() => Promise.resolve());
    schedulePreload(target, { load: other, afterMs: 1500 })();
    await vi.advanceTimersByTimeAsync(5000);
    target.dispatchEvent(new Event('keydown'));
    expect(other).not.toHaveBeenCalled();
  });
});
