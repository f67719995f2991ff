import { useState } from 'react';
import { useT, useViewer } from '@kite/sdk';
import { authMessages as m } from './messages';
import { SigninForm } from './SigninForm';
import { SignupForm } from './SignupForm';
import { OtherServerForm } from './OtherServerForm';
import './auth.css';

/**
 * The visitor landing page: the server's welcome, sign-in, sign-up (with an invitation code
 * when the server is invitation-only: Misskey's `disableRegistration`), other servers.
 */
export default function VisitorLanding() {
  const t = useT();
  const { meta } = useViewer();
  const [mode, setMode] = useState<'signin' | 'signup'>('signin');
  return (
    <div className="kite-auth-landing">
      <h1>{t(m.welcome, { name: meta?.name ?? location.host })}</h1>
      <p>{meta?.description ?? t(m.welcomeText)}</p>
      <section className="kite-auth-card" aria-labelledby="kite-landing-signin">
        <div className="kite-auth-tabs" role="group">
          <h2 id="kite-landing-signin">{mode === 'signin' ? t(m.signin) : t(m.signup)}</h2>
          <button type="button" className="kite-button" onClick={() => setMode(mode === 'signin' ? 'signup' : 'signin')}>
            {mode === 'signin' ? t(m.signup) : t(m.signin)}
          </button>
        </div>
        {mode === 'signin' ? <SigninForm path="/" /> : <SignupForm />}
      </section>
      <details className="kite-auth-card">
        <summary>{t(m.otherServer)}</summary>
        <OtherServerForm path="/" />
      </details>
    </div>
  );
}
