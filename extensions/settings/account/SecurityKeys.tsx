import type { entities } from 'misskey-js';
import { Accounts, Api, Dialogs, I18n, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { Button, SwitchRow, createCredential, webAuthnAvailable } from '@kite/sdk/kit';
import type { CreationOptionsJson, RegistrationJson } from '@kite/sdk/kit';
import { accountMessages as m } from './messages';
import { authErrorText, authenticate } from './authenticate';

/**
 * The account's security keys and passkeys (from `i`): register one (`i/2fa/register-key`, the
 * browser's WebAuthn ceremony, `i/2fa/key-done`; Misskey needs TOTP on first), rename
 * (`i/2fa/update-key`), remove (`i/2fa/remove-key`, after the password and code) and
 * password-less sign-in (`i/2fa/password-less`).
 */
export function SecurityKeys(props: { me: entities.MeDetailed }) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const accounts = useOptionalService(Accounts);
  const toasts = useOptionalService(Toasts);
  const keys = props.me.securityKeysList ?? [];
  const twoFactor = props.me.twoFactorEnabled;

  const call = async (fn: () => Promise<unknown>, done?: string) => {
    try {
      await fn();
      if (done) toasts?.show(done);
      await accounts?.refresh().catch(() => {});
    } catch (e) {
      await dialogs.alert({ type: 'error', text: authErrorText(t, e) });
    }
  };

  const register = async () => {
    const auth = await authenticate(dialogs, t, { twoFactor, title: t(m.registerKey) });
    if (!auth) return;
    let options: CreationOptionsJson;
    try {
      options = await api.request('i/2fa/register-key', auth);
    } catch (e) {
      await dialogs.alert({ type: 'error', text: authErrorText(t, e) });
      return;
    }
    const named = await dialogs.open<string>({
      title: t(m.nameKey),
      text: t(m.keyName),
      input: { type: 'text', minLength: 1, maxLength: 30 },
      showCancelButton: true,
    });
    if (named.canceled || !named.result) return;
    const name = named.result;
    let credential: RegistrationJson;
    try {
      credential = await createCredential(options);
    } catch (e) {
      // The person cancelled, the time ran out, or this key is registered already (the browser does not say which).
      await dialogs.alert({ type: 'error', text: t(m.keyNotCreated, { error: e instanceof Error ? e.name : String(e) }) });
      return;
    }
    // The code asked above is sent again: Misskey checks it on both calls and accepts a code for about two and a half minutes.
    // misskey-js types `credential` as Record<string, never> (its schema only says "object"); Misskey reads RegistrationResponseJSON.
    const answer = credential as never;
    await call(() => api.request('i/2fa/key-done', { ...auth, name, credential: answer }), t(m.keyRegistered));
  };

  const rename = async (key: (typeof keys)[number]) => {
    const r = await dialogs.open<string>({
      title: t(m.renameKey),
      text: t(m.keyName),
      input: { type: 'text', default: key.name, minLength: 1, maxLength: 30 },
      showCancelButton: true,
    });
    if (r.canceled || !r.result) return;
    const name = r.result;
    await call(() => api.request('i/2fa/update-key', { name, credentialId: key.id }));
  };

  const remove = async (key: (typeof keys)[number]) => {
    if (!(await dialogs.confirm({ type: 'warning', title: t(m.removeKey), text: t(m.removeKeyConfirm, { name: key.name }) }))) return;
    const auth = await authenticate(dialogs, t, { twoFactor, title: t(m.removeKey) });
    if (!auth) return;
    await call(() => api.request('i/2fa/remove-key', { ...auth, credentialId: key.id }), t(m.keyRemoved));
  };

  return (
    <>
      <h3>{t(m.securityKeys)}</h3>
      <p className="kite-settings-note">{t(m.securityKeysHint)}</p>
      {keys.length === 0 ? (
        <p>{t(m.securityKeysNone)}</p>
      ) : (
        <ul className="kite-settings-keys" aria-label={t(m.securityKeys)}>
          {keys.map((k) => (
            <li key={k.id}>
              <span>
                {k.name}{' '}
                <small className="kite-settings-note">
                  {t(m.lastUsed, { time: i18n.formatDate(new Date(k.lastUsed), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </small>
              </span>
              <Button onClick={() => void rename(k)} aria-label={`${t(m.renameKey)}: ${k.name}`}>
                {t(m.renameKey)}
              </Button>
              <Button variant="danger" onClick={() => void remove(k)} aria-label={`${t(m.removeKey)}: ${k.name}`}>
                {t(m.removeKey)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="kite-settings-actions">
        <Button disabled={!twoFactor || !webAuthnAvailable()} onClick={() => void register()}>
          {t(m.registerKey)}
        </Button>
        {!twoFactor && <span className="kite-settings-note">{t(m.registerKeyNeedsTotp)}</span>}
        {twoFactor && !webAuthnAvailable() && <span className="kite-settings-note">{t(m.registerKeyUnsupported)}</span>}
      </div>
      <SwitchRow
        label={t(m.passwordLessLogin)}
        checked={props.me.usePasswordLessLogin}
        disabled={!twoFactor || keys.length === 0}
        onChange={(on) => void call(() => api.request('i/2fa/password-less', { value: on }))}
        after={<span className="kite-settings-note">{t(m.passwordLessLoginHint)}</span>}
      />
    </>
  );
}
