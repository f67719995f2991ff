import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

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
  const [attempt, setAttempt] = useState(0);
  // What has settled, tagged with the key (for the data) and the run — key and reload — it answered: a new run is loading until then.
  const run = `${key}\n${attempt}`;
  const [state, setState] = useState<{ key: string; run: string; data: T | undefined; error: Error | null; loading: boolean } | null>(null);
  const load = useEffectEvent(() => fetch());
  const seq = useRef(0);
  useEffect(() => {
    const start = () => {
      const n = ++seq.current;
      load().then(
        (data) => {
          if (n === seq.current) setState({ key, run, data, error: null, loading: false });
        },
        (e: unknown) => {
          if (n === seq.current)
            setState((s) => ({
              key: s?.key ?? key,
              run,
              data: s?.data,
              error: e instanceof Error ? e : new Error(String(e)),
              loading: false,
            }));
        },
      );
    };
    start();
    if (!everyMs) return;
    const id = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      setState((s) => (s ? { ...s, loading: true, error: null } : s));
      start();
    }, everyMs);
    return () => clearInterval(id);
  }, [key, run, everyMs]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const settled = state?.run === run;
  return {
    data: state?.key === key ? state.data : undefined,
    error: settled ? state.error : null,
    loading: !settled || state.loading,
    reload,
  };
}
