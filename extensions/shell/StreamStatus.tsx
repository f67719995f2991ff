import { useCallback, useSyncExternalStore } from 'react';
import { Stream, useOptionalService, useT } from '@kite/sdk';
import { streamMessages as m } from './streamMessages';
import './streamStatus.css';

/**
 * The stream state, always visible in the app (spec 1 §4): a small dot in the corner while
 * connecting or connected, and a banner-like pill while reconnecting. It is a polite
 * live region, so screen readers hear when the connection drops and comes back.
 */
export function StreamStatus() {
  const t = useT();
  const stream = useOptionalService(Stream);
  const subscribe = useCallback((fn: () => void) => stream?.subscribe(fn) ?? (() => {}), [stream]);
  // Hidden until something opens the connection (realtime mode off and no live feature).
  const state = useSyncExternalStore(subscribe, () => (stream?.started ? stream.state : null));
  if (!stream || state === null) return null;
  const label = t(m[state]);
  return (
    <div className={`kite-stream-status kite-stream-${state}`} role="status" aria-live="polite" data-stream-state={state} title={label}>
      <span className="kite-stream-dot" aria-hidden="true" />
      <span className={state === 'reconnecting' ? 'kite-stream-text' : 'kite-sr-only'}>{label}</span>
    </div>
  );
}
