import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Accounts, Api, isApiError, useService, useT } from '@kite/sdk';
import { authMessages as m } from './messages';

/** Misskey's sign-in error ids (signin-flow answers with an id only). */
const SIGNIN_ERRORS: Record<string, typeof m.noSuchUser> = {
  '6cc579cc-885d-43d8-95c2-b8c7fc963280': m.noSuchUser,
  '932c904e-9460-45b7-9ce6-7ed33be7eb2c': m.incorrectPassword,
  'cdf1235b-ac71-46d4-a3a6-84ccce48df6f': m.incorrectTotp,
};

function dialogErrors(t: (k: typeof m.noSuchUser) => string): Record<string, { title: string; text: string }> {
  return Object.fromEntries(Object.entries(SIGNIN_ERRORS).map(([id, key]) => [id, { title: t(m.signin), text: t(key) }]));
}

/**
 * Username + password through `signin-flow`; when the server answers `next: 'totp'` the
 * form asks for the code and sends all three. The account is stored and switched to.
 */
export function SigninForm(props: { onDone?: () => void; path?: string; switchTo?: boolean }) {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      // Server errors (INTERNAL_ERROR, rate limit …) go through the error catalogue dialog;
      // the sign-in errors themselves are shown inline, below.
      const res = await api.requestWithUi('signin-flow', { username: username.trim().replace(/^@/, ''), password, ...(totp != null ? { token: totp } : {}) }, { token: null, errors: dialogErrors(t) });
      if (res.finished) {
        await accounts.signIn(api.origin, res.i, { path: props.path, switchTo: props.switchTo });
        props.onDone?.();
        return;
      }
      if (res.next === 'totp') setTotp('');
      else setError(t(m.signinFailed, { message: res.next }));
    } catch (err) {
      const known = isApiError(err) ? SIGNIN_ERRORS[err.id] : undefined;
      setError(known ? t(known) : t(m.signinFailed, { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kite-auth-form" onSubmit={(e) => void submit(e)} aria-busy={busy} aria-label={t(m.signin)}>
      <label htmlFor={`${id}-u`}>{t(m.username)}</label>
      <input id={`${id}-u`} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} disabled={totp != null} />
      <label htmlFor={`${id}-p`}>{t(m.password)}</label>
      <input id={`${id}-p`} name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} disabled={totp != null} />
      {totp != null && (
        <>
          <label htmlFor={`${id}-t`}>{t(m.totp)}</label>
          <input id={`${id}-t`} name="totp" inputMode="numeric" autoComplete="one-time-code" required autoFocus value={totp} onChange={(e) => setTotp(e.target.value)} aria-describedby={`${id}-th`} />
          <p id={`${id}-th`} className="kite-auth-hint">{t(m.totpHint)}</p>
        </>
      )}
      {error && <p role="alert" className="kite-auth-error">{error}</p>}
      <button type="submit" className="kite-button kite-button-primary" disabled={busy}>{busy ? t(m.signingIn) : t(m.signin)}</button>
    </form>
  );
}
