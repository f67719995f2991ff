// @vitest-environment happy-dom
import { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureRow } from './measureRow';

function setup() {
  const v = new Virtualizer<HTMLElement, Element>({
    count: 3,
    getScrollElement: () => null,
    estimateSize: () => 180,
    getItemKey: (i) => `note-${i}`,
    scrollToFn: () => {},
    observeElementRect: () => {},
    observeElementOffset: () => {},
  });
  const row = document.createElement('div');
  row.dataset.index = '1';
  const layout = vi.spyOn(row, 'getBoundingClientRect');
  return { v, row, layout };
}

const entry = (row: Element, blockSize?: number): ResizeObserverEntry => ({
  target: row,
  borderBoxSize: blockSize === undefined ? [] : [{ blockSize, inlineSize: 600 }],
  contentBoxSize: [],
  devicePixelContentBoxSize: [],
  contentRect: new DOMRect(),
});

describe('measureRow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes the ResizeObserver entry’s border box, unrounded', () => {
    const { v, row, layout } = setup();
    expect(measureRow(row, entry(row, 101.5), v)).toBe(101.5);
    expect(layout).not.toHaveBeenCalled();
  });

  it('does not read the layout when a row mounts: the known size, else the estimate', () => {
    vi.stubGlobal('ResizeObserver', class {});
    const { v, row, layout } = setup();
    expect(measureRow(row, undefined, v)).toBe(180);
    v.itemSizeCache.set('note-1', 96);
    expect(measureRow(row, undefined, v)).toBe(96);
    expect(layout).not.toHaveBeenCalled();
  });

  it('reads the layout where no observer will report (no ResizeObserver, or an entry without border box)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const { v, row, layout } = setup();
    layout.mockReturnValue(new DOMRect(0, 0, 600, 42));
    expect(measureRow(row, undefined, v)).toBe(42);
    expect(measureRow(row, entry(row), v)).toBe(42);
    expect(layout).toHaveBeenCalledTimes(2);
  });
});
