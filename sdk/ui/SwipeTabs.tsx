import { useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { isVerticalSwipe, swipeOffset, swipeStep } from './swipe';
import './page.css';

/** Movement (px) after which the gesture counts as horizontal or vertical. */
const DECIDE_PX = 10;

/**
 * A swipeable tab area (spec 1 §2.5, §9): a horizontal touch swipe of 70 px moves to the
 * neighbouring tab; the content follows up to 120 px; a vertical movement cancels.
 */
export function SwipeTabs(props: { tabs: readonly string[]; tab: string; onTabChange: (key: string) => void; children: ReactNode }) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  // Decided once the finger has moved a little: a vertical start leaves the gesture to scrolling.
  const direction = useRef<'horizontal' | 'vertical' | null>(null);
  const [dx, setDx] = useState(0);
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    direction.current = null;
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const mx = e.clientX - s.x;
    const my = e.clientY - s.y;
    if (direction.current === null && Math.hypot(mx, my) >= DECIDE_PX)
      direction.current = isVerticalSwipe(mx, my) ? 'vertical' : 'horizontal';
    if (direction.current === 'horizontal') setDx(swipeOffset(mx));
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    const s = start.current;
    start.current = null;
    setDx(0);
    if (!s || direction.current !== 'horizontal') return;
    const step = swipeStep(e.clientX - s.x);
    const next = props.tabs[props.tabs.indexOf(props.tab) + step];
    if (step !== 0 && next !== undefined) props.onTabChange(next);
  };
  return (
    <div
      className="kite-swipe"
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={() => {
        start.current = null;
        setDx(0);
      }}
    >
      <div className="kite-swipe-inner" data-settling={dx === 0} style={dx ? { transform: `translateX(${dx}px)` } : undefined}>
        {props.children}
      </div>
    </div>
  );
}
