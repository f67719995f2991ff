import { useEffect, useState } from 'react';

/** A one-shot fetch for a profile tab: null while loading, the error when it failed. */
export function useFetched<T>(load: () => Promise<T>, deps: readonly unknown[]): { data: T | null; error: unknown } {
  const [state, setState] = useState<{ data: T | null; error: unknown }>({ data: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    load().then((data) => { if (live) setState({ data, error: null }); }, (error: unknown) => { if (live) setState({ data: null, error }); });
    return () => { live = false; };
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
