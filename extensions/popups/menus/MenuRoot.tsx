import { useEffect, useRef, useState } from 'react';
import { claimZIndex } from '@kite/sdk';
import type { MenuItem, MenuPlacement } from '@kite/sdk';
import { MenuPanel } from './MenuPanel';

/**
 * A menu on the overlay stack. A popup closes on selection, Escape or an outside click;
 * a context menu on any outside mousedown (spec 1 §4). Focus returns to where it was.
 */
export function MenuRoot(props: { items: MenuItem[]; placement: MenuPlacement; context: boolean; close: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [z] = useState(() => claimZIndex('high'));
  const { close, context } = props;
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const outside = (e: Event) => {
      if (!(e.target instanceof Node) || !root.current?.contains(e.target)) close();
    };
    const ev = context ? 'mousedown' : 'pointerdown';
    // Registered after the opening event finishes, so the click that opened it does not close it.
    const id = setTimeout(() => document.addEventListener(ev, outside, true));
    return () => {
      clearTimeout(id);
      document.removeEventListener(ev, outside, true);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [close, context]);
  return (
    <div ref={root} className="kite-menu-root">
      <MenuPanel items={props.items} placement={props.placement} close={close} z={z} />
    </div>
  );
}
