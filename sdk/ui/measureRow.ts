import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * A list row's height for the virtualiser, from the row's ResizeObserver entry, unrounded as the
 * page's flow lays rows out (the library rounds each size, which would move the n-th row by up to
 * n/2 px). The library also asks when a row mounts, without an entry: reading the layout then
 * (its default reads offsetHeight) forces a layout in the middle of the commit, again after every
 * synchronous re-render, which made long tasks on a phone while notes stream in. That call keeps
 * the size already known; the observer's first entry, delivered after layout and before paint,
 * brings the real one (a row is never 0×0: it has the list's width).
 */
export function measureRow<S extends Element | Window>(
  el: Element,
  entry: ResizeObserverEntry | undefined,
  v: Virtualizer<S, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return box.blockSize;
  if (entry || typeof ResizeObserver === 'undefined') return el.getBoundingClientRect().height;
  const index = v.indexFromElement(el);
  return v.itemSizeCache.get(v.options.getItemKey(index)) ?? v.options.estimateSize(index);
}
