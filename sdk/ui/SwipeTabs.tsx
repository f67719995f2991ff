import { useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { isVerticalSwipe, swipeOffset, swipeStep } from './swipe';
import './page.css';

/**
 * A swipeable tab area (spec 1 §2.5, §9): a horizontal touch swipe of 70 px moves to the
 * neighbouring tab; the content follows up to 120 px; a vertical movement cancels.
 */
export function SwipeTabs(props: { tabs: readonly string[]; tab: string; onTabChange: (key: string) => void; children: ReactNode }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const cancelled = useRef(false);
  const [dx, setDx] = useState(0);
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    cancelled.current = false;
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId || cancelled.current) return;
    const mx = e.clientX - s.x;
    const my = e.clientY - s.y;
    if (Math.hypot(mx, my) >= 10 && isVerticalSwipe(mx, my) && swipeOffset(mx) === 0) {
      cancelled.current = true;
      setDx(0);
      return;
    }
    setDx(swipeOffset(mx));
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    start.current = null;
    if (!s || cancelled.current) return setDx(0);
    const step = swipeStep(e.clientX - s.x);
    setDx(0);
    const i = props.tabs.indexOf(props.tab) + step;
    const next = props.tabs[i];
    if (step !== 0 && next !== undefined) props.onTabChange(next);
  };
  return (
    <div className="kite-swipe" onPointerDown={onDown} onPointerMove={onMove} onPointerUp={onUp} onPointerCancel={() => { start.current = null; setDx(0); }}>
      <div className="kite-swipe-inner" data-settling={dx === 0} style={dx ? { transform: `translateX(${dx}px)` } : undefined}>
        {props.children}
      </div>
    </div>
  );
}
