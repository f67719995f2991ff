import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverTimer, POPUP_TIMING } from './hover';

describe('HoverTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = (showMs: number, hideMs: number) => {
    const log: string[] = [];
    const t = new HoverTimer(
      () => log.push('show'),
      () => log.push('hide'),
      { showMs, hideMs },
    );
    return { t, log };
  };

  it('tooltip: shows 100 ms after enter, hides at once on leave', () => {
    const { t, log } = make(POPUP_TIMING.tooltipDelay, 0);
    t.enter();
    vi.advanceTimersByTime(99);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['show']);
    t.leave();
    expect(log).toEqual(['show', 'hide']);
  });

  it('noDelay shows at once; leaving before the delay shows nothing', () => {
    const a = make(0, 0);
    a.t.enter();
    expect(a.log).toEqual(['show']);
    const b = make(100, 0);
    b.t.enter();
    vi.advanceTimersByTime(50);
    b.t.leave();
    vi.advanceTimersByTime(500);
    expect(b.log).toEqual([]);
  });

  it('preview: 500 ms in, 500 ms out; re-entering (the card) keeps it; cancel hides now', () => {
    const { t, log } = make(POPUP_TIMING.previewShow, POPUP_TIMING.previewHide);
    t.enter();
    vi.advanceTimersByTime(499);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['show']);
    t.leave();
    vi.advanceTimersByTime(300);
    t.enter();
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(['show']);
    t.leave();
    vi.advanceTimersByTime(500);
    expect(log).toEqual(['show', 'hide']);
    t.enter();
    vi.advanceTimersByTime(500);
    t.cancel();
    expect(log).toEqual(['show', 'hide', 'show', 'hide']);
  });
});
