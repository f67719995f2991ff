import { useCallback, useState, useSyncExternalStore } from 'react';
import { Accounts, Api, useService, useT, useViewer } from '@kite/sdk';
import { Button, SelectRow, errorText } from '@kite/sdk/kit';
import { accountPagesMessages as am } from './accountPagesMessages';
import { oauthMessages as m } from './oauthMessages';
import { takeOAuthRequest } from './oauthRequest';
import { PermissionList, SignedInAs } from './ConsentParts';
import { SigninForm } from './SigninForm';
import './auth.css';

/**
 * `/oauth/authorize` — Misskey's OAuth 2 consent. The server behind Kite has already checked
 * the app's request and left its answer in the page (`oauthRequest.ts`); the person picks
 * which of their accounts on this server authorises, and Allow / Deny posts Misskey's decision
 * form, whose answer sends the browser back to the app with a code (or `error=access_denied`).
 */
export default function OAuthConsentPage() {
  const t = useT();
  const api = useService(Api);
  const accounts = useService(Accounts);
  const viewer = useViewer();
  const [request] = useState(() => takeOAuthRequest());
  const subscribe = useCallback((fn: () => void) => accounts.subscribe(fn), [accounts]);
  const list = useSyncExternalStore(subscribe, () => accounts.accounts);
  const here = list.filter((a) => a.origin === location.origin);
  const [picked, setPicked] = useState(() => (accounts.current?.origin === location.origin ? accounts.current.id : (here[0]?.id ?? '')));
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const account = here.find((a) => a.id === picked) ?? here[0] ?? null;

  if (request.kind !== 'consent')
    return (
      <div className="kite-auth-landing">
        <h1>{t(m.refusedTitle)}</h1>
        <p role="alert" className="kite-auth-error">
          {request.kind === 'refused' ? t(m.refused, { reason: request.description }) : t(m.noRequest)}
        </p>
      </div>
    );

  const decide = async (allow: boolean) => {
    if (!account) return;
    setError(null);
    setLeaving(true);
    try {
      const fields = { transaction_id: request.transactionId, ...(allow ? {} : { cancel: 'cancel' }) };
      await api.submitForm('/oauth/decision', fields, { tokenField: 'login_token', account: account.id });
    } catch (e) {
      setLeaving(false);
      setError(t(m.decisionFailed, { message: errorText(e, t) }));
    }
  };

  return (
    <div className="kite-auth-landing">
      {request.clientLogo && <img className="kite-auth-app-logo" src={request.clientLogo.href} alt="" width={48} height={48} />}
      <h1>{t(am.authTitle, { name: request.clientName })}</h1>
      {!viewer.signedIn ? (
        <section className="kite-auth-card" aria-label={t(am.signinToContinue)}>
          <h2>{t(am.signinToContinue)}</h2>
          <SigninForm path={location.pathname + location.search} />
        </section>
      ) : !account ? (
        <p role="alert" className="kite-auth-error">
          {t(m.otherServer)}
        </p>
      ) : leaving ? (
        <p role="status">{t(m.returning)}</p>
      ) : (
        <section className="kite-auth-card">
          {here.length > 1 ? (
            <SelectRow
              label={t(m.account)}
              value={account.id}
              options={here.map((a) => ({ value: a.id, text: a.user?.name ? `${a.user.name} (@${a.username})` : `@${a.username}` }))}
              onChange={setPicked}
            />
          ) : (
            <SignedInAs user={account.user ?? viewer.me} />
          )}
          <h2>{t(am.authPermissions)}</h2>
          <PermissionList permissions={request.scopes} />
          {error && (
            <p role="alert" className="kite-auth-error">
              {error}
            </p>
          )}
          <div className="kite-auth-tabs">
            <Button onClick={() => void decide(false)}>{t(am.deny)}</Button>
            <Button variant="primary" onClick={() => void decide(true)}>
              {t(am.allow)}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
