import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Api, Link, isApiError, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { accountPagesMessages as m } from './accountPagesMessages';
import { SigninForm } from './SigninForm';
import './auth.css';

/**
 * `/reset-password/:token?` — without a token, the request for a reset mail
 * (`request-reset-password`: Misskey answers alike whether or not name and address match);
 * with the mailed token, the new password (`reset-password`), then sign-in with it.
 */
export default function ResetPasswordPage(props: RouteProps) {
  const t = useT();
  const token = props.params.token;
  return (
    <div className="kite-auth-landing">
      <h1>{t(m.resetTitle)}</h1>
      {token ? <NewPasswordForm key={token} token={token} /> : <RequestForm />}
    </div>
  );
}

function RequestForm() {
  const t = useT();
  const api = useService(Api);
  const id = useId();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'edit' | 'busy' | 'sent'>('edit');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('busy');
    setError(null);
    try {
      await api.request('request-reset-password', { username: username.trim().replace(/^@/, ''), email: email.trim() }, { token: null });
      setState('sent');
    } catch (err) {
      setError(t(m.failed, { message: err instanceof Error ? err.message : String(err) }));
      setState('edit');
    }
  };

  if (state === 'sent') return <p role="status">{t(m.resetMailSent)}</p>;
  return (
    <form className="kite-auth-form kite-auth-card" onSubmit={(e) => void submit(e)} aria-busy={state === 'busy'}>
      <p className="kite-auth-hint">{t(m.resetRequestIntro)}</p>
      <label htmlFor={`${id}-u`}>{t(m.username)}</label>
      <input
        id={`${id}-u`}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <label htmlFor={`${id}-e`}>{t(m.email)}</label>
      <input
        id={`${id}-e`}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && (
        <p role="alert" className="kite-auth-error">
          {error}
        </p>
      )}
      <Button variant="primary" type="submit" disabled={state === 'busy'}>
        {state === 'busy' ? t(m.sending) : t(m.sendResetMail)}
      </Button>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const api = useService(Api);
  const id = useId();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [state, setState] = useState<'edit' | 'busy' | 'done' | 'invalid'>('edit');
  const [error, setError] = useState<string | null>(null);
  const differ = again !== '' && again !== password;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (differ) return;
    setState('busy');
    setError(null);
    try {
      await api.request('reset-password', { token, password }, { token: null });
      setState('done');
    } catch (err) {
      // Misskey has no error of its own here: an unknown or expired token is an internal error.
      if (isApiError(err) && err.code === 'INTERNAL_ERROR') setState('invalid');
      else {
        setError(t(m.failed, { message: err instanceof Error ? err.message : String(err) }));
        setState('edit');
      }
    }
  };

  if (state === 'done')
    return (
      <>
        <p role="status">{t(m.passwordChanged)}</p>
        <section className="kite-auth-card">
          <SigninForm path="/" />
        </section>
      </>
    );
  if (state === 'invalid')
    return (
      <div role="alert">
        <p className="kite-auth-error">{t(m.resetLinkInvalid)}</p>
        <Link to="/reset-password">{t(m.requestNewLink)}</Link>
      </div>
    );
  return (
    <form className="kite-auth-form kite-auth-card" onSubmit={(e) => void submit(e)} aria-busy={state === 'busy'}>
      <label htmlFor={`${id}-p`}>{t(m.newPassword)}</label>
      <input
        id={`${id}-p`}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label htmlFor={`${id}-a`}>{t(m.newPasswordAgain)}</label>
      <input
        id={`${id}-a`}
        name="new-password-again"
        type="password"
        autoComplete="new-password"
        required
        value={again}
        aria-invalid={differ}
        aria-describedby={differ ? `${id}-d` : undefined}
        onChange={(e) => setAgain(e.target.value)}
      />
      {differ && (
        <p id={`${id}-d`} className="kite-auth-error">
          {t(m.passwordsDiffer)}
        </p>
      )}
      {error && (
        <p role="alert" className="kite-auth-error">
          {error}
        </p>
      )}
      <Button variant="primary" type="submit" disabled={state === 'busy' || differ}>
        {state === 'busy' ? t(m.saving) : t(m.setPassword)}
      </Button>
    </form>
  );
}
