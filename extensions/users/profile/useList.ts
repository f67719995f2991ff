import { useEffect, useEffectEvent, useState } from 'react';

/** A one-shot fetch for a profile tab, once per `key` (what it loads): null while loading, the error when it failed. */
export function useFetched<T>(key: string, load: () => Promise<T>): { data: T | null; error: unknown } {
  const [result, setResult] = useState<{ key: string; data: T | null; error: unknown } | null>(null);
  const run = useEffectEvent(load);
  useEffect(() => {
    let live = true;
    run().then(
      (data) => {
        if (live) setResult({ key, data, error: null });
      },
      (error: unknown) => {
        if (live) setResult({ key, data: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  return result?.key === key ? result : { data: null, error: null };
}
