import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Loaded<T> {
  /** The last answer for this key (kept while reloading). */
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** What an error says, for a person: the server's message, or the text of anything else thrown. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Loads `load()` for `key` (what it loads), again on `reload()`. An answer for an old key or an
 * earlier run is dropped; the error of a failed run is shown until the next one settles.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
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
        if (live) setState((s) => ({ key, run, data: s?.key === key ? s.data : undefined, error: errorText(e) }));
      },
    );
    return () => {
      live = false;
    };
  }, [key, run]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return {
    data: state?.key === key ? state.data : undefined,
    error: state?.run === run ? state.error : null,
    loading: state?.run !== run,
    reload,
  };
}
