import { useEffect, useRef, useState } from 'react';
import { Accounts, Link, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { authMessages as m } from './messages';
import { takePending } from './miauth';
import './auth.css';

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
    if (!pending) return setError(t(m.miauthNoSession));
    accounts.completeMiAuth(pending.origin, pending.session, { path: pending.path }).catch((e: unknown) => {
      setError(t(m.miauthFailed, { message: e instanceof Error ? e.message : String(e) }));
    });
  }, [accounts, props.query.session, t]);
  return (
    <div className="kite-auth-page" aria-busy={!error}>
      {error ? (
        <>
          <p role="alert" className="kite-auth-error">{error}</p>
          <Link to="/">{t(m.backHome)}</Link>
        </>
      ) : (
        <p role="status">{t(m.miauthCompleting)}</p>
      )}
    </div>
  );
}
