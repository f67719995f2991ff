import { useEffect, useState } from 'react';
import { Api, useService } from '@kite/sdk';

export type UsernameState = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

export const USERNAME_PATTERN = /^\w{1,20}$/;

/**
 * Whether a username can be registered, asked of `username/available` a moment after typing
 * stops (an answer for an older name is dropped). 'unknown' when the check itself failed: the
 * sign-up still tells.
 */
export function useUsernameCheck(username: string): UsernameState {
  const api = useService(Api);
  const [state, setState] = useState<UsernameState>('empty');
  useEffect(() => {
    if (username === '') return setState('empty');
    if (!USERNAME_PATTERN.test(username)) return setState('invalid');
    setState('checking');
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      api.request('username/available', { username }, { token: null, signal: ctrl.signal }).then(
        (r) => setState(r.available ? 'available' : 'taken'),
        () => !ctrl.signal.aborted && setState('unknown'),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [api, username]);
  return state;
}
