import { useEffect, useState } from 'react';

export interface TickerItem {
  key: string;
  text: string;
  href?: string | null;
  color?: string | null;
}

export type TickerState = { items: TickerItem[]; failed: boolean };

/**
 * Loads a bar's items now and again every `every` ms while the page is visible; a failed
 * refresh keeps the items already shown.
 */
export function useTicker(load: () => Promise<TickerItem[]>, deps: readonly unknown[], every: number): TickerState {
  const [state, setState] = useState<TickerState>({ items: [], failed: false });
  useEffect(() => {
    let gone = false;
    const tick = () => {
      if (document.visibilityState === 'hidden') return;
      load().then(
        (items) => !gone && setState({ items, failed: false }),
        () => !gone && setState((s) => ({ items: s.items, failed: true })),
      );
    };
    tick();
    const timer = window.setInterval(tick, every);
    return () => {
      gone = true;
      window.clearInterval(timer);
    };
    // The caller names what its loader depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, every]);
  return state;
}
