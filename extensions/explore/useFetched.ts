import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * A one-shot load for what `key` names: null while loading, the error when it failed, and a
 * retry. The answer stays tagged with its key, so a new key shows "loading" until its own arrives.
 */
export function useFetched<T>(key: string, load: () => Promise<T>): { data: T | null; error: unknown; retry: () => void } {
  const [result, setResult] = useState<{ key: string; attempt: number; data: T | null; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    run().then(
      (data) => {
        if (live) setResult({ key, attempt, data, error: null });
      },
      (error: unknown) => {
        if (live) setResult({ key, attempt, data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const current = result?.key === key && result.attempt === attempt ? result : null;
  return { data: current?.data ?? null, error: current?.error ?? null, retry };
}
