import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastList, TOAST_LIFETIME_MS, TOAST_TRIM_MS } from './service';

describe('toast list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts new toasts in front while visible, trims to 3 after 0.5 s, removes each after 6 s', () => {
    const t = new ToastList(() => true);
    for (const m of ['a', 'b', 'c', 'd']) t.show(m);
    expect(t.list().map((e) => e.message)).toEqual(['d', 'c', 'b', 'a']);
    vi.advanceTimersByTime(TOAST_TRIM_MS);
    expect(t.list().map((e) => e.message)).toEqual(['d', 'c', 'b']);
    vi.advanceTimersByTime(TOAST_LIFETIME_MS);
    expect(t.list()).toEqual([]);
  });

  it('stays at 3 under a steady stream of toasts (10 a second)', () => {
    const t = new ToastList(() => true);
    for (let i = 0; i < 50; i++) {
      t.show(`n${i}`);
      vi.advanceTimersByTime(100);
      expect(t.list().length).toBeLessThanOrEqual(3 + 5);
    }
    vi.advanceTimersByTime(TOAST_TRIM_MS);
    expect(t.list().map((e) => e.message)).toEqual(['n49', 'n48', 'n47']);
  });

  it('appends while the page is hidden', () => {
    const t = new ToastList(() => false);
    t.show('a');
    t.show('b');
    expect(t.list().map((e) => e.message)).toEqual(['a', 'b']);
  });
});
