import { useCallback, useEffect, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, useService } from '@kite/sdk';

/** `/@name` or `/@name@host` path parameter → users/show parameters. */
export function parseAcct(acct: string): { username: string; host: string | null } {
  const clean = acct.replace(/^@/, '');
  const at = clean.indexOf('@');
  return at < 0 ? { username: clean, host: null } : { username: clean.slice(0, at), host: clean.slice(at + 1) || null };
}

export interface UserState {
  user: entities.UserDetailed | null;
  error: unknown;
  /** Re-fetches (after follow, mute, block…) so what is shown is what the server has. */
  reload(): Promise<void>;
  set(user: entities.UserDetailed): void;
}

/** The user of a profile path, fetched with users/show. */
export function useUser(acct: string): UserState {
  const api = useService(Api);
  // Tagged with the path it answers: another user's page shows "loading" until its own answer arrives.
  const [state, setState] = useState<{ acct: string; user: entities.UserDetailed | null; error: unknown } | null>(null);
  const fetchUser = useCallback(() => api.request('users/show', parseAcct(acct)), [api, acct]);
  useEffect(() => {
    let live = true;
    fetchUser().then(
      (u) => {
        if (live) setState({ acct, user: u, error: null });
      },
      (e: unknown) => {
        if (live) setState({ acct, user: null, error: e });
      },
    );
    return () => {
      live = false;
    };
  }, [acct, fetchUser]);
  const set = useCallback((user: entities.UserDetailed) => setState({ acct, user, error: null }), [acct]);
  const reload = useCallback(async () => {
    set(await fetchUser());
  }, [fetchUser, set]);
  const current = state?.acct === acct ? state : null;
  return { user: current?.user ?? null, error: current?.error ?? null, reload, set };
}
