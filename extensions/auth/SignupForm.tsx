import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Accounts, Api, useService, useT, useViewer } from '@kite/sdk';
import type { AccountSummary } from '@kite/sdk';
import { authMessages as m } from './messages';

/** Creates an account on the current server (`signup`), then signs in with its token. */
export function SignupForm(props: { onDone?: (account: AccountSummary) => void; switchTo?: boolean }) {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { meta } = useViewer();

  // The server refuses sign-ups when registration is closed; say so instead of a form.
  if (meta?.disableRegistration) return <p role="alert" className="kite-auth-error">{t(m.registrationClosed)}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api.request('signup', { username: username.trim(), password }, { token: null });
      props.onDone?.(await accounts.signIn(api.origin, res.token, { switchTo: props.switchTo ?? true }));
    } catch (err) {
      setError(t(m.signupFailed, { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kite-auth-form" onSubmit={(e) => void submit(e)} aria-busy={busy} aria-label={t(m.signup)}>
      <label htmlFor={`${id}-u`}>{t(m.username)}</label>
      <input id={`${id}-u`} name="username" autoComplete="username" required pattern="\w{1,20}" value={username} onChange={(e) => setUsername(e.target.value)} />
      <label htmlFor={`${id}-p`}>{t(m.password)}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      {error && <p role="alert" className="kite-auth-error">{error}</p>}
      <button type="submit" className="kite-button kite-button-primary" disabled={busy}>{t(m.signup)}</button>
    </form>
  );
}
