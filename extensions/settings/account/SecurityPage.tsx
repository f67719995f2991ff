import { useState } from 'react';
import type { EndpointRes } from '@kite/sdk';
import { Accounts, Api, Dialogs, Toasts, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { settingsMessages as sm } from '../messages';
import { accountMessages as m } from './messages';
import './account.css';
import { authErrorText, authenticate } from './authenticate';
import { TotpSetup } from './TotpSetup';
import { SecurityKeys } from './SecurityKeys';
import { SigninHistory } from './SigninHistory';

/**
 * `/settings/security`: change the password (new one twice, then the current one), two-factor
 * authentication (authenticator app with QR code, secret and backup codes; security keys and
 * passkeys), and the sign-in history. Every change is made on the server.
 */
export default function SecurityPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const accounts = useOptionalService(Accounts);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const [registration, setRegistration] = useState<EndpointRes<'i/2fa/register'> | null>(null);
  if (!me) return null;
  const twoFactor = me.twoFactorEnabled;

  const fail = (e: unknown) => void dialogs.alert({ type: 'error', text: authErrorText(t, e) });

  const changePassword = async () => {
    const first = await dialogs.open<string>({
      title: t(m.newPassword),
      input: { type: 'password', autocomplete: 'new-password', minLength: 1 },
      showCancelButton: true,
    });
    if (first.canceled || !first.result) return;
    const again = await dialogs.open<string>({
      title: t(m.newPasswordRetype),
      input: { type: 'password', autocomplete: 'new-password', minLength: 1 },
      showCancelButton: true,
    });
    if (again.canceled || again.result === undefined) return;
    if (again.result !== first.result) {
      await dialogs.alert({ type: 'error', text: t(m.retypedNotMatch) });
      return;
    }
    const auth = await authenticate(dialogs, t, { twoFactor, title: t(m.changePassword) });
    if (!auth) return;
    try {
      await api.request('i/change-password', { currentPassword: auth.password, token: auth.token ?? null, newPassword: first.result });
      await dialogs.alert({ type: 'success', text: t(m.passwordChanged) });
    } catch (e) {
      fail(e);
    }
  };

  const registerTotp = async () => {
    const auth = await authenticate(dialogs, t, { twoFactor, title: t(m.totpRegister) });
    if (!auth) return;
    try {
      setRegistration(await api.request('i/2fa/register', auth));
    } catch (e) {
      fail(e);
    }
  };

  const unregisterTotp = async () => {
    const auth = await authenticate(dialogs, t, { twoFactor, title: t(m.totpUnregister) });
    if (!auth) return;
    try {
      await api.request('i/2fa/unregister', auth);
      toasts?.show(t(m.totpUnregistered));
      await accounts?.refresh().catch(() => {});
    } catch (e) {
      fail(e);
    }
  };

  const keys = me.securityKeysList ?? [];
  return (
    <div className="kite-settings-page">
      <h1>{t(sm.security)}</h1>
      <section aria-labelledby="kite-sec-password">
        <h2 id="kite-sec-password">{t(m.password)}</h2>
        <button type="button" className="kite-button kite-button-primary" onClick={() => void changePassword()}>
          {t(m.changePassword)}
        </button>
      </section>
      <section aria-labelledby="kite-sec-2fa" data-two-factor={twoFactor ? 'on' : 'off'}>
        <h2 id="kite-sec-2fa">{t(m.twoFactor)}</h2>
        {twoFactor && me.twoFactorBackupCodesStock === 'partial' && <p role="note">{t(m.backupCodesPartial)}</p>}
        {twoFactor && me.twoFactorBackupCodesStock === 'none' && <p role="note">{t(m.backupCodesNone)}</p>}
        <h3>{t(m.totp)}</h3>
        <p className="kite-settings-note">{t(m.totpDescription)}</p>
        {twoFactor ? (
          <>
            <p role="status">{t(m.totpEnabled)}</p>
            <div className="kite-settings-actions">
              {keys.length > 0 ? (
                // Misskey keeps TOTP while keys exist: it can only be set up again, not removed.
                <button type="button" className="kite-button" onClick={() => void registerTotp()}>
                  {t(m.totpRenew)}
                </button>
              ) : (
                <button type="button" className="kite-button kite-button-danger" onClick={() => void unregisterTotp()}>
                  {t(m.totpUnregister)}
                </button>
              )}
            </div>
          </>
        ) : (
          <button type="button" className="kite-button kite-button-primary" onClick={() => void registerTotp()}>
            {t(m.totpRegister)}
          </button>
        )}
        <SecurityKeys me={me} />
      </section>
      <SigninHistory />
      {registration && (
        <TotpSetup
          registration={registration}
          onClose={(done) => {
            setRegistration(null);
            if (done) void accounts?.refresh().catch(() => {});
          }}
        />
      )}
    </div>
  );
}
