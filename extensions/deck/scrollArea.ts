import { useLayoutEffect, useReducer, useState } from 'react';
import { flushSync } from 'react-dom';
import { Virtualizer } from '@tanstack/react-virtual';
import type { VirtualizerOptions } from '@tanstack/react-virtual';
import type { ListVirtualizerOptions, ScrollArea } from '@kite/sdk';

type Options = VirtualizerOptions<HTMLElement, Element>;

/**
 * A deck column's body (or page slot) as a scroll area for the note lists in it: a
 * virtualiser that reads the element's size and scroll position and scrolls it. Written here,
 * on the library's Virtualizer, rather than with the library's element hook: that hook's code
 * would sit in the first load with the window one, and only the deck needs it.
 */
export function scrollAreaOf(element: HTMLElement): ScrollArea {
  const size = () => ({ width: element.clientWidth, height: element.clientHeight });
  const observeElementRect: Options['observeElementRect'] = (_instance, report) => {
    report(size());
    const observer = new ResizeObserver(() => report(size()));
    observer.observe(element);
    return () => observer.disconnect();
  };
  const observeElementOffset: Options['observeElementOffset'] = (instance, report) => {
    let idle = 0;
    const onScroll = () => {
      report(element.scrollTop, true);
      clearTimeout(idle);
      idle = window.setTimeout(() => report(element.scrollTop, false), instance.options.isScrollingResetDelay);
    };
    report(element.scrollTop, false);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(idle);
      element.removeEventListener('scroll', onScroll);
    };
  };
  const scrollToFn: Options['scrollToFn'] = (offset, { adjustments = 0, behavior }) =>
    element.scrollTo({ top: offset + adjustments, behavior });

  function useVirtualizer(options: ListVirtualizerOptions): Virtualizer<HTMLElement, Element> {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const resolved: Options = {
      ...options,
      getScrollElement: () => element,
      observeElementRect,
      observeElementOffset,
      scrollToFn,
      // A synchronous change (a measured row) renders at once, as the library's own hooks do.
      onChange: (instance, sync) => {
        if (sync) flushSync(rerender);
        else rerender();
        options.onChange?.(instance, sync);
      },
    };
    const [instance] = useState(() => new Virtualizer(resolved));
    instance.setOptions(resolved);
    // The library's adapter protocol: mount once, then update after every render.
    useLayoutEffect(() => instance._didMount(), [instance]);
    useLayoutEffect(() => {
      instance._willUpdate();
    });
    return instance;
  }
  return { element, useVirtualizer };
}
