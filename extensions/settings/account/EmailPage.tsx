import { useId, useState } from 'react';
import { Accounts, Api, Dialogs, Icon, Instance, Toasts, isApiError, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { SwitchRow } from '@kite/sdk/kit';
import { settingsMessages as sm } from '../messages';
import { pageMessages as pm } from '../pages/messages';
import { accountMessages as m } from './messages';
import './account.css';
import { authErrorText, authenticate } from './authenticate';

/** The e-mails Misskey can send about notifications (its email settings page offers these five). */
const emailTypes = [
  { type: 'mention', label: m.typeMention },
  { type: 'reply', label: m.typeReply },
  { type: 'quote', label: m.typeQuote },
  { type: 'follow', label: m.typeFollow },
  { type: 'receiveFollowRequest', label: m.typeReceiveFollowRequest },
] as const;

/**
 * `/settings/email`: the address and whether it is verified (changed with `i/update-email`
 * after the password), announcement e-mails and which notifications are e-mailed (`i/update`).
 * Disabled, with a note, when the server sends no e-mail.
 */
export default function EmailPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const accounts = useOptionalService(Accounts);
  const toasts = useOptionalService(Toasts);
  const me = useViewer().me;
  const enabled = useService(Instance).meta?.enableEmail === true;
  const addressId = useId();
  const [address, setAddress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A change shows at once, until the refreshed account (or a refusal) replaces it.
  const [pendingTypes, setPendingTypes] = useState<ReadonlySet<string> | null>(null);
  const [pendingAnnouncements, setPendingAnnouncements] = useState<boolean | null>(null);
  if (!me) return null;
  const types = pendingTypes ?? new Set(me.emailNotificationTypes);
  const announcements = pendingAnnouncements ?? me.receiveAnnouncementEmail;
  const shown = address ?? me.email ?? '';

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      toasts?.show(t(pm.saved));
      await accounts?.refresh().catch(() => {});
      return true;
    } catch (e) {
      setError(isApiError(e) && e.code === 'UNAVAILABLE' ? t(m.emailUnavailable) : authErrorText(t, e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveAddress = async () => {
    const auth = await authenticate(dialogs, t, { twoFactor: me.twoFactorEnabled, title: t(m.changeEmail) });
    if (!auth) return;
    const email = shown.trim() || null;
    if (await run(() => api.request('i/update-email', { ...auth, email }))) setAddress(null);
  };

  const toggle = async (type: string, on: boolean) => {
    const next = emailTypes.map((e) => e.type).filter((x) => (x === type ? on : types.has(x)));
    setPendingTypes(new Set(next));
    await run(() => api.request('i/update', { emailNotificationTypes: next }));
    setPendingTypes(null);
  };
  const toggleAnnouncements = async (on: boolean) => {
    setPendingAnnouncements(on);
    await run(() => api.request('i/update', { receiveAnnouncementEmail: on }));
    setPendingAnnouncements(null);
  };

  return (
    <div className="kite-settings-page">
      <h1>{t(sm.email)}</h1>
      {!enabled && <p role="note">{t(m.emailNotSupported)}</p>}
      <fieldset disabled={!enabled || busy} className="kite-settings-fieldset">
        <section>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void saveAddress();
            }}
          >
            <div className="kite-settings-field">
              <label htmlFor={addressId}>{t(m.emailAddress)}</label>
              <input id={addressId} type="email" autoComplete="email" value={shown} onChange={(e) => setAddress(e.target.value)} />
              <span className="kite-settings-note" data-email-state={me.email ? (me.emailVerified ? 'verified' : 'unverified') : 'none'}>
                {me.email ? (
                  me.emailVerified ? (
                    <>
                      <Icon icon="check" aria-hidden /> {t(m.emailVerified)}
                    </>
                  ) : (
                    t(m.emailUnverified)
                  )
                ) : (
                  t(m.emailNone)
                )}
              </span>
            </div>
            <div className="kite-settings-actions">
              <button type="submit" className="kite-button kite-button-primary" disabled={shown.trim() === (me.email ?? '')}>
                {t(m.saveEmail)}
              </button>
              {error && <span role="alert">{error}</span>}
            </div>
          </form>
        </section>
        <section>
          <SwitchRow label={t(m.receiveAnnouncementEmail)} checked={announcements} onChange={(on) => void toggleAnnouncements(on)} />
        </section>
        <section aria-labelledby="kite-email-types">
          <h2 id="kite-email-types">{t(m.emailNotifications)}</h2>
          {emailTypes.map((e) => (
            <SwitchRow key={e.type} label={t(e.label)} checked={types.has(e.type)} onChange={(on) => void toggle(e.type, on)} />
          ))}
        </section>
      </fieldset>
    </div>
  );
}
