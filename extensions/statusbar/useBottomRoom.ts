import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

/** The root class and custom property that statusbar.css uses to keep the bars' room free. */
export const ROOM_CLASS = 'kite-has-statusbar';
export const ROOM_VAR = '--kite-statusbar-height';

/**
 * The bars are fixed to the bottom edge; this keeps their height free at the bottom of the
 * page (and lifts the other bottom-fixed pieces above them), so they cover no content. The
 * height follows the bars as they are added, resized or removed.
 */
export function useBottomRoom(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(ROOM_VAR, `${el.getBoundingClientRect().height}px`);
    publish();
    root.classList.add(ROOM_CLASS);
    const observer = new ResizeObserver(publish);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.classList.remove(ROOM_CLASS);
      root.style.removeProperty(ROOM_VAR);
    };
  }, [ref]);
}
