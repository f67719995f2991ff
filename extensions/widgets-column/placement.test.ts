import { describe, expect, it } from 'vitest';
import { corePreferenceDefaults } from '@kite/sdk';
import { addWidget, moveWidget, moveWidgetTo, newWidgetId, removeWidget, setWidgetData, shownPlacement } from './placement';

const ids = (l: readonly { id: string }[]) => l.map((w) => w.id);

describe('widget placement', () => {
  it("defaults to calendar, notifications, trends (Misskey's default column)", () => {
    expect(corePreferenceDefaults.widgets.map((w) => w.name)).toEqual(['calendar', 'notifications', 'trends']);
  });
  it('shows only widgets whose extension is there, keeping the others stored', () => {
    const stored = addWidget(addWidget([], 'clock', 'a'), 'rss', 'b');
    expect(ids(shownPlacement(stored, ['clock']))).toEqual(['a']);
    // Moving past a hidden widget keeps it in the list.
    const l = addWidget(stored, 'memo', 'c');
    expect(ids(moveWidget(l, 'c', -1, ['a', 'c']))).toEqual(['c', 'a', 'b']);
  });
  it('adds, removes, moves and drops onto another widget', () => {
    let l = addWidget([], 'clock', 'a');
    l = addWidget(l, 'calendar', 'b');
    l = addWidget(l, 'memo', 'c');
    expect(l[0]).toEqual({ name: 'clock', id: 'a', place: 'right', data: {} });
    expect(ids(moveWidget(l, 'b', -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveWidget(l, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidget(l, 'c', 1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveWidgetTo(l, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(ids(moveWidgetTo(l, 'c', 'a'))).toEqual(['c', 'a', 'b']);
    expect(ids(removeWidget(l, 'a'))).toEqual(['b', 'c']);
    expect(setWidgetData(l, 'b', { x: 1 })[1]?.data).toEqual({ x: 1 });
  });
  it('makes distinct ids', () => {
    expect(newWidgetId(1, 0.5)).not.toBe(newWidgetId(1, 0.6));
  });
});
