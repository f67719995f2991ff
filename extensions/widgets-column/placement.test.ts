import { describe, expect, it } from 'vitest';
import { addWidget, effectivePlacement, moveWidget, removeWidget } from './placement';

describe('widget placement', () => {
  it('defaults to calendar, notifications, trends — those that exist', () => {
    expect(effectivePlacement(null, ['clock', 'calendar', 'trends']).map((w) => w.name)).toEqual(['calendar', 'trends']);
    expect(effectivePlacement(null, ['clock'])).toEqual([]);
  });
  it('keeps the stored placement, leaving out widgets whose extension is gone', () => {
    const stored = [{ id: 'a', name: 'clock', settings: {} }, { id: 'b', name: 'rss', settings: {} }];
    expect(effectivePlacement(stored, ['clock']).map((w) => w.id)).toEqual(['a']);
    expect(effectivePlacement([], ['clock', 'calendar'])).toEqual([]);
  });
  it('adds, removes and moves', () => {
    let l = addWidget([], 'clock', 'a');
    l = addWidget(l, 'calendar', 'b');
    expect(moveWidget(l, 'b', -1).map((w) => w.id)).toEqual(['b', 'a']);
    expect(moveWidget(l, 'a', -1).map((w) => w.id)).toEqual(['a', 'b']);
    expect(removeWidget(l, 'a').map((w) => w.id)).toEqual(['b']);
  });
});
