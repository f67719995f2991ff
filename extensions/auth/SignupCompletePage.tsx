import { useState } from 'react';
import { Accounts, Api, Link, isApiError, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { accountPagesMessages as m } from './accountPagesMessages';
import './auth.css';

/**
 * `/signup-complete/:code` — the link of the sign-up mail (servers that require an e-mail
 * address). `signup-pending` creates the account and answers a session token; we sign in
 * with it. It waits for a click, as Misskey does: mail scanners that open links must not use the code.
 */
export default function SignupCompletePage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const [state, setState] = useState<'ask' | 'busy' | 'failed'>('ask');
  const [error, setError] = useState<string | null>(null);

  const complete = async () => {
    setState('busy');
    setError(null);
    try {
      const res = await api.request('signup-pending', { code: props.params.code ?? '' }, { token: null });
      await accounts.signIn(api.origin, res.i, { path: '/' });
    } catch (err) {
      // The server refuses an unknown, used or expired code with a 400.
      if (isApiError(err) && err.status === 400) setState('failed');
      else {
        setError(t(m.failed, { message: err instanceof Error ? err.message : String(err) }));
        setState('ask');
      }
    }
  };

  return (
    <div className="kite-auth-landing">
      <h1>{t(m.signupCompleteTitle)}</h1>
      {state === 'failed' ? (
        <div role="alert">
          <p className="kite-auth-error">{t(m.signupCompleteFailed)}</p>
          <Link to="/">{t(m.backHome)}</Link>
        </div>
      ) : (
        <section className="kite-auth-card" aria-busy={state === 'busy'}>
          <p>{t(m.signupCompleteIntro)}</p>
          {error && (
            <p role="alert" className="kite-auth-error">
              {error}
            </p>
          )}
          <Button variant="primary" disabled={state === 'busy'} onClick={() => void complete()}>
            {t(m.signupCompleteButton)}
          </Button>
        </section>
      )}
    </div>
  );
}
