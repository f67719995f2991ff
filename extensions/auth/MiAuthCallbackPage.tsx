import { useEffect, useRef, useState } from 'react';
import { Accounts, Link, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { authMessages as m } from './messages';
import { takePending } from './miauth';
import './auth.css';

const noSession = Symbol('no pending MiAuth session');

/** Back from the other server: `miauth/{session}/check` there, store the account, switch. */
export default function MiAuthCallbackPage(props: RouteProps) {
  const t = useT();
  const accounts = useService(Accounts);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // StrictMode runs effects twice; the pending session may be used once.
    if (started.current) return;
    started.current = true;
    const pending = takePending(sessionStorage, props.query.session);
    // Both failures (no session stored here, or the server's refusal) arrive through the one promise.
    const done = pending ? accounts.completeMiAuth(pending.origin, pending.session, { path: pending.path }) : Promise.reject(noSession);
    done.catch((e: unknown) => {
      setError(e === noSession ? t(m.miauthNoSession) : t(m.miauthFailed, { message: e instanceof Error ? e.message : String(e) }));
    });
  }, [accounts, props.query.session, t]);
  return (
    <div className="kite-auth-page" aria-busy={!error}>
      {error ? (
        <>
          <p role="alert" className="kite-auth-error">
            {error}
          </p>
          <Link to="/">{t(m.backHome)}</Link>
        </>
      ) : (
        <p role="status">{t(m.miauthCompleting)}</p>
      )}
    </div>
  );
}
