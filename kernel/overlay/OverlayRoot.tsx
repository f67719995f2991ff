import { Suspense, useCallback, useSyncExternalStore } from 'react';
import type { OverlayStack } from './stack';
import './overlay.css';

/**
 * Renders every overlay entry above the page, in mount order (later ones on top); an
 * always-present piece (the toast region) is an entry that stays.
 */
export function OverlayRoot(props: { stack: OverlayStack }) {
  const { stack } = props;
  const subscribe = useCallback((fn: () => void) => stack.subscribe(fn), [stack]);
  const entries = useSyncExternalStore(subscribe, () => stack.list());
  return (
    <div className="kite-overlay-root">
      {entries.map((e) => (
        // Each entry suspends on its own while its lazily loaded UI arrives (dialogs, menus, windows, popups).
        <Suspense key={e.id} fallback={null}>
          <e.component close={e.close} />
        </Suspense>
      ))}
    </div>
  );
}
