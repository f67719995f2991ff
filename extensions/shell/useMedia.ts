import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now (re-renders when it changes). */
export function useMedia(query: string): boolean {
  const subscribe = useCallback(
    (fn: () => void) => {
      const mq = globalThis.matchMedia?.(query);
      mq?.addEventListener('change', fn);
      return () => mq?.removeEventListener('change', fn);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false);
}

/** Spec 1 §9: the navbar collapses to icons at 1279 px and below. */
export const NAVBAR_NARROW_QUERY = '(max-width: 1279px)';
/** Below this the navbar becomes a drawer behind a bottom bar. */
export const DRAWER_QUERY = '(max-width: 649px)';
