import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { MessageKey } from '../i18n';
import { isApiError } from '../api';

/** What `useLoad` gives a component. */
export interface Loaded<T> {
  /** The last answer for this key, kept while it loads again and after a failed run; undefined before the first. */
  data: T | undefined;
  /** Why the last run failed (a thrown non-Error is wrapped); null while a new run loads and after a success. */
  error: Error | null;
  /** True until the current run (a new key, or `reload()`) has settled. */
  loading: boolean;
  /** Loads again: a new run, its error cleared until it settles. */
  reload: () => void;
  /** Changes the answer shown for this key (after an action here: a saved edit, a removed row). */
  update: (change: (current: T | undefined) => T) => void;
}

/**
 * What an error says, for a person: `ApiError.describe` for an API error (a server not reached
 * is said in words, in the language of `t`), else the text of whatever was thrown.
 */
export function errorText(e: unknown, t?: (key: MessageKey) => string): string {
  return isApiError(e) ? e.describe(t) : e instanceof Error ? e.message : String(e);
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

/**
 * Loads `load()` for `key` (what it loads: a new key loads again) and on `reload()`. An answer for
 * an old key or an earlier run is dropped. With `every` (ms) it loads again in the background that
 * often while the page is visible: what is shown (answer or error) stays until that run settles.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, options: { every?: number } = {}): Loaded<T> {
  const { every } = options;
  const [attempt, setAttempt] = useState(0);
  // Tagged with the key (for the data) and the run — key and reload — it answered: a new run is loading until then.
  const run = `${key}\n${attempt}`;
  const [state, setState] = useState<{ key: string; run: string; data: T | undefined; error: Error | null } | null>(null);
  const fetchIt = useEffectEvent(load);
  useEffect(() => {
    // Only this effect's latest start may answer: a background run can still be out when the key changes.
    let live = true;
    let latest = 0;
    const start = () => {
      const n = ++latest;
      const current = () => live && n === latest;
      fetchIt().then(
        (data) => {
          if (current()) setState({ key, run, data, error: null });
        },
        (e: unknown) => {
          if (current()) setState((s) => ({ key, run, data: s?.key === key ? s.data : undefined, error: asError(e) }));
        },
      );
    };
    start();
    const timer = every
      ? setInterval(() => {
          if (document.visibilityState === 'visible') start();
        }, every)
      : undefined;
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [key, run, every]);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const update = useCallback(
    (change: (current: T | undefined) => T) =>
      setState((s) => ({ key, run, data: change(s?.key === key ? s.data : undefined), error: null })),
    [key, run],
  );
  const settled = state?.run === run;
  return {
    data: state?.key === key ? state.data : undefined,
    error: settled ? state.error : null,
    loading: !settled,
    reload,
    update,
  };
}
