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
  const [user, setUser] = useState<entities.UserDetailed | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fetchUser = useCallback(() => api.request('users/show', parseAcct(acct)), [api, acct]);
  useEffect(() => {
    let live = true;
    setUser(null);
    setError(null);
    fetchUser().then((u) => { if (live) setUser(u); }, (e: unknown) => { if (live) setError(e); });
    return () => { live = false; };
  }, [fetchUser]);
  const reload = useCallback(async () => { setUser(await fetchUser()); }, [fetchUser]);
  return { user, error, reload, set: setUser };
}
