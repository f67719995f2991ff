import { useCallback, useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, useService, useT } from '@kite/sdk';
import { errorText } from '@kite/sdk/kit';

/** Whom the viewer is waiting for: one invited user, or anyone (random matching). */
export type Matching = { kind: 'user'; user: entities.UserLite } | { kind: 'any'; noIrregularRules: boolean } | null;

/** Misskey's lobby asks again every 5 s; a bit sooner here, so a match shows up quickly. */
const HEARTBEAT_MS = 3000;

/**
 * Matching as Misskey's lobby does it: `reversi/match` answers a game once the other side has
 * matched too (then we go to it), else nothing (an invitation or a wait is recorded); we ask
 * again on a heartbeat, and cancel with `reversi/cancel-match` when stopped or on leaving.
 */
export function useMatching() {
  const api = useService(Api);
  const nav = useService(Navigation);
  const t = useT();
  const [matching, setMatching] = useState<Matching>(null);
  const [error, setError] = useState<string | null>(null);
  // What we are matching now, for answers that arrive after a cancel or a newer start.
  const current = useRef<Matching>(null);

  const ask = useCallback(
    async (want: NonNullable<Matching>) => {
      const params = want.kind === 'user' ? { userId: want.user.id } : { userId: null, noIrregularRules: want.noIrregularRules };
      try {
        const game = await api.request('reversi/match', params);
        if (game && current.current === want) {
          current.current = null;
          setMatching(null);
          nav.push(`/reversi/g/${game.id}`);
        }
      } catch (e) {
        if (current.current !== want) return;
        setError(errorText(e, t));
        setMatching(null);
      }
    },
    [api, nav, t],
  );

  useEffect(() => {
    if (!matching) return;
    const want = matching;
    const timer = setInterval(() => void ask(want), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      // Stopped (cancel, a match, leaving the page): withdraw the invitation or the wait.
      void api.request('reversi/cancel-match', want.kind === 'user' ? { userId: want.user.id } : { userId: null }).catch(() => undefined);
    };
  }, [matching, ask, api]);

  const start = useCallback(
    (want: NonNullable<Matching>) => {
      setError(null);
      setMatching(want);
      current.current = want;
      void ask(want);
    },
    [ask],
  );
  const stop = useCallback(() => {
    current.current = null;
    setMatching(null);
  }, []);
  return { matching, error, start, stop, setError };
}
