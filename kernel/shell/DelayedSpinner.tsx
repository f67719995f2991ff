import { useEffect, useState } from 'react';
import { Loading } from '@kite/sdk';

/** Shows the sdk spinner only if loading takes longer than 100 ms (spec 1 §4). */
export function DelayedSpinner(props: { delayMs?: number }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setShown(true), props.delayMs ?? 100);
    return () => clearTimeout(id);
  }, [props.delayMs]);
  return shown ? <Loading /> : null;
}
