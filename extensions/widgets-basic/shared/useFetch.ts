import { useCallback, useEffect, useRef, useState } from 'react';

export interface Fetched<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `fetch()` on mount, whenever `key` changes and every `everyMs` (while the page is
 * shown). A later answer replaces an earlier one; an answer for an old key is dropped.
 */
export function useFetch<T>(fetch: () => Promise<T>, key: string, everyMs?: number): Fetched<T> {
  const [state, setState] = useState<{ data: T | undefined; error: Error | null; loading: boolean; key: string }>({ data: undefined, error: null, loading: true, key });
  const latest = useRef(fetch);
  latest.current = fetch;
  const seq = useRef(0);
  const run = useCallback(() => {
    const n = ++seq.current;
    setState((s) => ({ ...s, loading: true, error: null }));
    latest.current().then(
      (data) => { if (n === seq.current) setState({ data, error: null, loading: false, key }); },
      (e: unknown) => { if (n === seq.current) setState((s) => ({ ...s, error: e instanceof Error ? e : new Error(String(e)), loading: false })); },
    );
  }, [key]);
  useEffect(() => {
    run();
    if (!everyMs) return;
    const id = setInterval(() => {
      if (document.visibilityState === 'visible') run();
    }, everyMs);
    return () => clearInterval(id);
  }, [run, everyMs]);
  return { data: state.key === key ? state.data : undefined, error: state.error, loading: state.loading, reload: run };
}
