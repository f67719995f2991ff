import { useState } from 'react';
import { Api, isApiError, safeHttpUrl, useService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { accountPagesMessages as m } from './accountPagesMessages';
import { SigninForm } from './SigninForm';
import { PermissionList, SignedInAs } from './ConsentParts';
import './auth.css';

/**
 * `/auth/:token` — Misskey's legacy app authorisation (`auth/session/generate` made the link):
 * the app's name and permissions (`auth/session/show`); allowing calls `auth/accept`, then
 * goes to the app's callback with the token, or says to go back to the app (it polls
 * `auth/session/userkey`). Denying grants nothing; the session simply expires.
 */
export default function AuthSessionPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const viewer = useViewer();
  const token = props.params.token ?? '';
  const session = useLoad(`auth/session/show:${token}`, () => api.request('auth/session/show', { token }));
  const [state, setState] = useState<'ask' | 'busy' | 'allowed' | 'denied'>('ask');
  const [error, setError] = useState<string | null>(null);

  if (session.error)
    return (
      <div className="kite-auth-landing">
        <p role="alert" className="kite-auth-error">
          {isApiError(session.error) && session.error.code === 'NO_SUCH_SESSION'
            ? t(m.authUnknown)
            : t(m.failed, { message: errorText(session.error, t) })}
        </p>
      </div>
    );
  if (!session.data)
    return (
      <div className="kite-auth-landing">
        <p role="status">{t(m.loading)}</p>
      </div>
    );
  const app = session.data.app;

  const allow = async () => {
    setState('busy');
    setError(null);
    try {
      await api.request('auth/accept', { token });
      const callback = app.callbackUrl ? safeHttpUrl(app.callbackUrl) : null;
      if (callback) {
        callback.searchParams.set('token', token);
        location.assign(callback.href);
      } else setState('allowed');
    } catch (err) {
      setError(isApiError(err) && err.code === 'NO_SUCH_SESSION' ? t(m.authUnknown) : t(m.failed, { message: errorText(err, t) }));
      setState('ask');
    }
  };

  return (
    <div className="kite-auth-landing">
      <h1>{t(m.authTitle, { name: app.name })}</h1>
      {!viewer.signedIn ? (
        <section className="kite-auth-card" aria-label={t(m.signinToContinue)}>
          <h2>{t(m.signinToContinue)}</h2>
          <SigninForm path={location.pathname} />
        </section>
      ) : state === 'allowed' || state === 'denied' ? (
        <p role="status">{t(state === 'allowed' ? m.authAllowed : m.authDenied)}</p>
      ) : (
        <section className="kite-auth-card">
          <SignedInAs user={viewer.me} />
          <h2>{app.permission.length ? t(m.authPermissions) : t(m.authNoPermissions)}</h2>
          <PermissionList permissions={app.permission} />
          {error && (
            <p role="alert" className="kite-auth-error">
              {error}
            </p>
          )}
          <div className="kite-auth-tabs">
            <Button onClick={() => setState('denied')}>{t(m.deny)}</Button>
            <Button variant="primary" disabled={state === 'busy'} onClick={() => void allow()}>
              {t(m.allow)}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
