import { useState } from 'react';
import { Api, safeHttpUrl, useService, useT, useViewer } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { authMessages as m } from './messages';
import { SigninForm } from './SigninForm';
import { PermissionList, SignedInAs } from './ConsentParts';
import './auth.css';

/**
 * `/miauth/:session` — this server as the MiAuth provider: an app (e.g. Kite on another
 * origin) asks for a token. Signed in, the user allows (`miauth/gen-token`) and is sent
 * to the app's callback with the session; denying just says so.
 */
export default function MiAuthConsentPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const viewer = useViewer();
  const [state, setState] = useState<'ask' | 'busy' | 'denied' | 'allowed'>('ask');
  const [error, setError] = useState<string | null>(null);
  const session = props.params.session ?? '';
  const name = props.query.name || 'App';
  const permission = (props.query.permission ?? '').split(',').filter(Boolean);
  const callback = props.query.callback ? safeHttpUrl(props.query.callback) : null;
  const icon = props.query.icon ? safeHttpUrl(props.query.icon) : null;

  const allow = async () => {
    setState('busy');
    try {
      await api.request('miauth/gen-token', { session, name, iconUrl: icon?.href ?? null, permission } as never);
      if (callback) {
        callback.searchParams.set('session', session);
        location.assign(callback.href);
      } else {
        // No callback: the app polls `miauth/{session}/check` itself.
        setState('allowed');
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState('ask');
    }
  };

  return (
    <div className="kite-auth-landing">
      <h1>{t(m.appRequests, { name })}</h1>
      {icon && <img src={icon.href} alt="" width={48} height={48} />}
      {!viewer.signedIn ? (
        <section className="kite-auth-card" aria-label={t(m.signinToContinue)}>
          <h2>{t(m.signinToContinue)}</h2>
          <SigninForm path={location.pathname + location.search} />
        </section>
      ) : state === 'denied' || state === 'allowed' ? (
        <p role="status">{t(state === 'denied' ? m.denied : m.allowed)}</p>
      ) : (
        <section className="kite-auth-card">
          <SignedInAs user={viewer.me} />
          <details>
            <summary>
              {t(m.permissions)} ({permission.length})
            </summary>
            <PermissionList permissions={permission} />
          </details>
          {error && (
            <p role="alert" className="kite-auth-error">
              {error}
            </p>
          )}
          <div className="kite-auth-tabs">
            <button type="button" className="kite-button" onClick={() => setState('denied')}>
              {t(m.deny)}
            </button>
            <button type="button" className="kite-button kite-button-primary" disabled={state === 'busy'} onClick={() => void allow()}>
              {t(m.allow)}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
