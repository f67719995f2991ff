import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { entities } from 'misskey-js';
import { Accounts, Api, Link, useService, useT, useViewer } from '@kite/sdk';
import { Button, getAssertion, webAuthnAvailable } from '@kite/sdk/kit';
import type { AssertionJson, RequestOptionsJson } from '@kite/sdk/kit';
import { authMessages as m } from './messages';
import { accountPagesMessages as am } from './accountPagesMessages';
import { signinErrorKey } from './signinErrors';
import { Captcha } from './captcha/Captcha';
import { captchaFields, captchaOf } from './captcha/captcha';

type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'passkey'; request: RequestOptionsJson };
/** signin-flow's request as Misskey's server reads it (misskey-js omits the testcaptcha field). */
type SigninRequest = entities.SigninFlowRequest & { 'testcaptcha-response'?: string };

/**
 * Misskey's sign-in (`signin-flow`): username and password (with the server's captcha when it
 * asks for one), then the second factor the server names: a security key / passkey
 * (WebAuthn, with a code as fallback) or a TOTP code. Every refusal is shown by its error id.
 */
export function SigninForm(props: { onDone?: () => void; path?: string; switchTo?: boolean; onForgotPassword?: () => void }) {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const { meta } = useViewer();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [captchaResponse, setCaptchaResponse] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const totpRef = useRef<HTMLInputElement>(null);
  const captcha = captchaOf(meta);

  const attempt = async (extra: { token?: string; credential?: AssertionJson }) => {
    setBusy(true);
    setError(null);
    try {
      const req: SigninRequest = {
        username: username.trim().replace(/^@/, ''),
        password,
        ...captchaFields(captcha, captchaResponse),
        ...extra,
      };
      const res = await api.request('signin-flow', req, { token: null });
      if (res.finished) {
        await accounts.signIn(api.origin, res.i, { path: props.path, switchTo: props.switchTo });
        props.onDone?.();
        return;
      }
      if (res.next === 'passkey' && webAuthnAvailable()) setStep({ kind: 'passkey', request: res.authRequest });
      else if (res.next === 'totp' || res.next === 'passkey') {
        setStep({ kind: 'totp' });
        queueMicrotask(() => totpRef.current?.focus());
      } else setError(t(m.captchaFailed));
    } catch (err) {
      const key = signinErrorKey(err);
      if (key) setError(t(key));
      // Anything else (server error, network) gets the usual error dialog.
      else await api.showError(err);
      // A captcha response is good for one check only.
      if (captcha) {
        setCaptchaResponse(null);
        setCaptchaReset((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const signInWithPasskey = async (request: RequestOptionsJson) => {
    setError(null);
    let credential: AssertionJson;
    try {
      credential = await getAssertion(request);
    } catch {
      setError(t(m.passkeyCancelled));
      return;
    }
    await attempt({ credential });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind === 'passkey') void signInWithPasskey(step.request);
    else void attempt(step.kind === 'totp' ? { token: totp.trim() } : {});
  };

  const firstStep = step.kind === 'password';
  return (
    <form className="kite-auth-form" onSubmit={submit} aria-busy={busy} aria-label={t(m.signin)}>
      <label htmlFor={`${id}-u`}>{t(m.username)}</label>
      <input
        id={`${id}-u`}
        name="username"
        autoComplete="username webauthn"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        disabled={!firstStep}
      />
      <label htmlFor={`${id}-p`}>{t(m.password)}</label>
      <input
        id={`${id}-p`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={!firstStep}
      />
      {firstStep && (
        // Misskey offers it under the password; the reset page asks for the name and the verified address.
        <Link to="/reset-password" className="kite-auth-hint" onClick={props.onForgotPassword}>
          {t(am.forgotPassword)}
        </Link>
      )}
      {firstStep && captcha && <Captcha setting={captcha} onChange={setCaptchaResponse} resetKey={captchaReset} />}
      {step.kind === 'totp' && (
        <>
          <label htmlFor={`${id}-t`}>{t(m.totp)}</label>
          {/* The field appears because the server asked for the second factor: focus moves to what must be filled in next. */}
          <input
            ref={totpRef}
            id={`${id}-t`}
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            value={totp}
            onChange={(e) => setTotp(e.target.value)}
            aria-describedby={`${id}-th`}
          />
          <p id={`${id}-th`} className="kite-auth-hint">
            {t(m.totpHint)}
          </p>
        </>
      )}
      {step.kind === 'passkey' && (
        <p className="kite-auth-hint" role="status">
          {busy ? t(m.waitingForPasskey) : t(m.passkeyStep)}
        </p>
      )}
      {error && (
        <div role="alert" className="kite-auth-error">
          <strong>{t(m.signinFailedTitle)}</strong> {error}
        </div>
      )}
      <Button variant="primary" type="submit" disabled={busy || (firstStep && captcha != null && !captchaResponse)}>
        {busy ? t(m.signingIn) : step.kind === 'passkey' ? t(m.usePasskey) : t(m.signin)}
      </Button>
      {step.kind === 'passkey' && (
        <Button
          onClick={() => {
            setError(null);
            setStep({ kind: 'totp' });
          }}
        >
          {t(m.useTotpInstead)}
        </Button>
      )}
    </form>
  );
}
