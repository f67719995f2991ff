import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { claimZIndex } from '@kite/sdk';
import { placeBelow } from './position';
import type { Size } from './position';

/**
 * A floating element's layer and its place below (or above) `anchor`, measured once it has
 * rendered: `size` reads the element (a fixed width can be given before content arrives).
 * Hidden until placed, so it never flashes at 0,0.
 */
export function useBelowAnchor<T extends HTMLElement>(
  anchor: HTMLElement,
  size: (el: T) => Size,
  align: 'left' | 'center' | 'right' = 'center',
): { ref: RefObject<T | null>; style: { zIndex: number; left: number; top: number; visibility: 'visible' | 'hidden' } } {
  const ref = useRef<T>(null);
  const [z] = useState(() => claimZIndex('high'));
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  // Placed once per anchor: `size` and `align` are read when placing, not reasons to place again.
  const place = useEffectEvent((el: T) =>
    placeBelow(anchor.getBoundingClientRect(), size(el), { width: window.innerWidth, height: window.innerHeight }, align),
  );
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setPos(place(el));
  }, [anchor]);
  return { ref, style: { zIndex: z, left: pos?.left ?? 0, top: pos?.top ?? 0, visibility: pos ? 'visible' : 'hidden' } };
}
