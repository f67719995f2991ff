import { useLayoutEffect, useRef, useState } from 'react';
import { claimZIndex } from '../layers';
import { placeBelow } from './position';

/** A tooltip below (or above) its anchor; the anchor points at it with aria-describedby. */
export function TooltipView(props: { id: string; anchor: HTMLElement; content: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [z] = useState(() => claimZIndex('high'));
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const a = props.anchor.getBoundingClientRect();
    setPos(placeBelow(a, { width: el.offsetWidth, height: el.offsetHeight }, { width: window.innerWidth, height: window.innerHeight }));
  }, [props.anchor]);
  return (
    <div ref={ref} id={props.id} role="tooltip" className="kite-tooltip"
      style={{ zIndex: z, left: pos?.left ?? 0, top: pos?.top ?? 0, visibility: pos ? 'visible' : 'hidden' }}>
      {props.content}
    </div>
  );
}
