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
  // The server's answer is tagged with the name it is for: a newer name is 'checking' until its own arrives.
  const [answer, setAnswer] = useState<{ username: string; state: UsernameState } | null>(null);
  useEffect(() => {
    if (username === '' || !USERNAME_PATTERN.test(username)) return;
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      api.request('username/available', { username }, { token: null, signal: ctrl.signal }).then(
        (r) => setAnswer({ username, state: r.available ? 'available' : 'taken' }),
        () => !ctrl.signal.aborted && setAnswer({ username, state: 'unknown' }),
      );
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [api, username]);
  if (username === '') return 'empty';
  if (!USERNAME_PATTERN.test(username)) return 'invalid';
  return answer?.username === username ? answer.state : 'checking';
}
