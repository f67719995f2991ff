import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Accounts, Api, isApiError, safeHttpUrl, useService, useT, useViewer } from '@kite/sdk';
import type { AccountSummary } from '@kite/sdk';
import { authMessages as m } from './messages';
import { Captcha } from './captcha/Captcha';
import { captchaFields, captchaOf } from './captcha/captcha';
import { USERNAME_PATTERN, useUsernameCheck } from './useUsernameCheck';
import type { UsernameState } from './useUsernameCheck';

const USERNAME_TEXT = {
  checking: m.usernameChecking,
  available: m.usernameAvailable,
  taken: m.usernameTaken,
  invalid: m.usernameInvalid,
} as const;

/**
 * Creates an account on the current server (`signup`) as its admin configured it: an
 * invitation code when registration is invitation-only, an email address to confirm when
 * required (the server then answers 204 and the account exists only once the mailed link is
 * followed), the captcha, and agreement to the server's rules and terms. Success signs in.
 */
export function SignupForm(props: { onDone?: (account: AccountSummary) => void; switchTo?: boolean }) {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const id = useId();
  const { meta } = useViewer();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [invitation, setInvitation] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takenAfterSubmit, setTakenAfterSubmit] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [captchaResponse, setCaptchaResponse] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const checked = useUsernameCheck(username.trim());
  const nameState: UsernameState = takenAfterSubmit === username.trim() ? 'taken' : checked;

  if (sentTo != null)
    return (
      <p role="status" className="kite-auth-done">
        {t(m.checkEmail, { email: sentTo })}
      </p>
    );

  const captcha = captchaOf(meta);
  const inviteOnly = meta?.disableRegistration === true;
  const needsEmail = meta?.emailRequiredForSignup === true;
  const rules = meta?.serverRules ?? [];
  const tos = meta?.tosUrl ? safeHttpUrl(meta.tosUrl) : null;
  const privacy = meta?.privacyPolicyUrl ? safeHttpUrl(meta.privacyPolicyUrl) : null;
  const needsAgreement = rules.length > 0 || tos != null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    setBusy(true);
    setError(null);
    try {
      const res = await api.request(
        'signup',
        {
          username: name,
          password,
          ...(inviteOnly ? { invitationCode: invitation.trim() } : {}),
          ...(needsEmail ? { emailAddress: email.trim() } : {}),
          ...captchaFields(captcha, captchaResponse),
        },
        { token: null },
      );
      // misskey-js types the answer as always an account; with email confirmation it is a 204.
      if (res == null) {
        setSentTo(email.trim());
        return;
      }
      // Not `onDone?.(await signIn(…))`: without onDone (the landing) that would skip the sign-in itself.
      const account = await accounts.signIn(api.origin, res.token, { switchTo: props.switchTo ?? true });
      props.onDone?.(account);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (/DUPLICATED_USERNAME|USED_USERNAME|DENIED_USERNAME/.test(message)) setTakenAfterSubmit(name);
      else if (/captcha/i.test(message)) setError(t(m.captchaFailed));
      // An unknown or used invitation code, a refused email address: a bare 400, no body.
      else if (isApiError(err) && err.status === 400) setError(t(m.signupRefused));
      else await api.showError(err);
      if (captcha) {
        setCaptchaResponse(null);
        setCaptchaReset((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  };

  const nameText = nameState in USERNAME_TEXT ? t(USERNAME_TEXT[nameState as keyof typeof USERNAME_TEXT]) : t(m.usernameHint);
  const nameBad = nameState === 'taken' || nameState === 'invalid';
  return (
    <form className="kite-auth-form" onSubmit={(e) => void submit(e)} aria-busy={busy} aria-label={t(m.signup)}>
      {inviteOnly && (
        <>
          <label htmlFor={`${id}-i`}>{t(m.invitationCode)}</label>
          <input
            id={`${id}-i`}
            name="invitationCode"
            required
            value={invitation}
            onChange={(e) => setInvitation(e.target.value)}
            aria-describedby={`${id}-ih`}
          />
          <p id={`${id}-ih`} className="kite-auth-hint">
            {t(m.invitationHint)}
          </p>
        </>
      )}
      <label htmlFor={`${id}-u`}>{t(m.username)}</label>
      <input
        id={`${id}-u`}
        name="username"
        autoComplete="username"
        required
        pattern={USERNAME_PATTERN.source.slice(1, -1)}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        aria-invalid={nameBad || undefined}
        aria-describedby={`${id}-uh`}
      />
      <p id={`${id}-uh`} className={nameBad ? 'kite-auth-error' : 'kite-auth-hint'} aria-live="polite">
        {nameText}
      </p>
      <label htmlFor={`${id}-p`}>{t(m.password)}</label>
      <input
        id={`${id}-p`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {needsEmail && (
        <>
          <label htmlFor={`${id}-e`}>{t(m.email)}</label>
          <input
            id={`${id}-e`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={`${id}-eh`}
          />
          <p id={`${id}-eh`} className="kite-auth-hint">
            {t(m.emailHint)}
          </p>
        </>
      )}
      {needsAgreement && (
        <fieldset className="kite-auth-rules">
          <legend>{t(m.rulesTitle)}</legend>
          {rules.length > 0 && (
            <ol>
              {rules.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ol>
          )}
          {(tos || privacy) && (
            <p className="kite-auth-links">
              {tos && (
                <a href={tos.href} target="_blank" rel="noopener noreferrer">
                  {t(m.termsOfService)}
                </a>
              )}
              {privacy && (
                <a href={privacy.href} target="_blank" rel="noopener noreferrer">
                  {t(m.privacyPolicy)}
                </a>
              )}
            </p>
          )}
          <label className="kite-auth-check">
            <input type="checkbox" name="agree" required checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            {rules.length > 0 ? t(m.agreeRules) : t(m.agreeTerms)}
          </label>
        </fieldset>
      )}
      {captcha && <Captcha setting={captcha} onChange={setCaptchaResponse} resetKey={captchaReset} />}
      {error && (
        <p role="alert" className="kite-auth-error">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="kite-button kite-button-primary"
        disabled={busy || nameState === 'taken' || (captcha != null && !captchaResponse)}
      >
        {t(m.signup)}
      </button>
    </form>
  );
}
