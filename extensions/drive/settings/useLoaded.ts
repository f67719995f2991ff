import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/** One load per `key` and per `reload()`: the answer (kept while reloading) or the error of the last run. */
export function useLoaded<T>(key: string, load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const run = `${key}\n${attempt}`;
  const [state, setState] = useState<{ key: string; run: string; data: T | undefined; error: string | null } | null>(null);
  const fetchIt = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    fetchIt().then(
      (data) => {
        if (live) setState({ key, run, data, error: null });
      },
      (e: unknown) => {
        if (live)
          setState((s) => ({ key, run, data: s?.key === key ? s.data : undefined, error: e instanceof Error ? e.message : String(e) }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, run]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { data: state?.key === key ? state.data : undefined, error: state?.run === run ? state.error : null, reload };
}
