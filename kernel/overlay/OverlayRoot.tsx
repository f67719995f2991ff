import { useCallback, useSyncExternalStore } from 'react';
import type { OverlayStack } from './stack';

/** Renders every overlay entry above the page, in mount order (later ones on top). */
export function OverlayRoot(props: { stack: OverlayStack }) {
  const { stack } = props;
  const subscribe = useCallback((fn: () => void) => stack.subscribe(fn), [stack]);
  const entries = useSyncExternalStore(subscribe, () => stack.list());
  return (
    <div className="kite-overlay-root">
      {entries.map((e) => (
        <e.component key={e.id} close={e.close} />
      ))}
    </div>
  );
}
