import { useEffect, useState } from 'react';
import { claimZIndex, Icon, useT } from '@kite/sdk';
import { dialogMessages as m } from './messages';

/** Spec 1 §4 / §9: the success mark stays 1 s, then the indicator hides. */
export const SUCCESS_MARK_MS = 1000;

/**
 * The progress indicator: a spinner while `promise` is pending, then a success mark for
 * 1 s (or nothing on failure: the caller shows the error).
 */
export function Waiting(props: { promise: Promise<unknown>; title?: string; close: () => void }) {
  const t = useT();
  const [z] = useState(() => claimZIndex('high'));
  const [state, setState] = useState<'pending' | 'success'>('pending');
  const { promise, close } = props;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alive = true;
    promise.then(
      () => {
        if (!alive) return;
        setState('success');
        timer = setTimeout(close, SUCCESS_MARK_MS);
      },
      () => alive && close(),
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [promise, close]);
  return (
    <div className="kite-waiting" style={{ zIndex: z }} role="status" aria-live="polite" data-state={state}>
      <div className="kite-waiting-box">
        {state === 'pending' ? <span className="kite-spinner-dot" aria-hidden="true" /> : <Icon icon="check" size={36} />}
        <span>{state === 'pending' ? (props.title ?? t(m.processing)) : t(m.done)}</span>
      </div>
    </div>
  );
}
