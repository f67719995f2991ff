import { useEffect, useState } from 'react';
import { useT } from '@kite/sdk';
import { routerMessages as m } from '../router/pages/messages';

/** Shows a spinner only if loading takes longer than 100 ms (spec 1 §4). */
export function DelayedSpinner(props: { delayMs?: number }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShown(true), props.delayMs ?? 100);
    return () => clearTimeout(id);
  }, [props.delayMs]);
  if (!shown) return null;
  return (
    <div className="kite-spinner" role="progressbar" aria-label={t(m.loading)}>
      <span className="kite-spinner-dot" aria-hidden="true" />
    </div>
  );
}
