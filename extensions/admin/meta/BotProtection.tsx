import { useId, useState } from 'react';
import { Api, AuthUi, Instance, LazyView, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { Button, Field, SelectRow, errorText, useLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { metaMessages as m } from './messages';

type Provider = entities.AdminCaptchaSaveRequest['provider'];
type Solvable = Exclude<Provider, 'none'>;
interface Keys {
  siteKey: string;
  secretKey: string;
  instanceUrl: string;
}
type Edits = { provider?: Provider } & Partial<Record<Solvable, Partial<Keys>>>;

const keysOf = (c: entities.AdminCaptchaCurrentResponse, p: Solvable): Keys => {
  const k = p === 'testcaptcha' ? null : c[p];
  return {
    siteKey: k?.siteKey ?? '',
    secretKey: k?.secretKey ?? '',
    instanceUrl: (p === 'mcaptcha' ? c.mcaptcha.instanceUrl : null) ?? '',
  };
};

/**
 * The captcha sign-up and sign-in require (`admin/captcha/current`). As Misskey, keys are saved
 * (`admin/captcha/save`) only with a response of the captcha solved with them here, so a wrong
 * key cannot lock people out of signing up.
 */
export function BotProtection() {
  const t = useT();
  const api = useService(Api);
  const instance = useService(Instance);
  const toasts = useOptionalService(Toasts);
  const authUi = useOptionalService(AuthUi);
  const id = useId();
  const current = useLoad('admin/captcha/current', () => api.request('admin/captcha/current', {}));
  const [edits, setEdits] = useState<Edits>({});
  const [response, setResponse] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const c = current.data;
  if (!c) return current.error ? <p role="alert">{t(m.loadFailed, { error: errorText(current.error, t) })}</p> : null;

  const provider = edits.provider ?? c.provider;
  const keys: Keys | null = provider === 'none' ? null : { ...keysOf(c, provider), ...edits[provider] };
  const edited = Object.keys(edits).length > 0;
  const change = (next: Edits) => {
    setEdits(next);
    setResponse(null);
    setError(null);
  };
  const setKey = (k: keyof Keys, v: string) => {
    if (provider !== 'none') change({ ...edits, [provider]: { ...edits[provider], [k]: v } });
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.request(
        'admin/captcha/save',
        provider === 'none' || !keys
          ? { provider }
          : {
              provider,
              sitekey: keys.siteKey || null,
              secret: keys.secretKey || null,
              instanceUrl: keys.instanceUrl || null,
              captchaResult: response,
            },
      );
      setEdits({});
      setResponse(null);
      current.reload();
      toasts?.show(t(m.captchaSaved));
      await instance.loadMeta?.(true).catch(() => undefined);
    } catch (e) {
      setError(t(m.saveFailed, { error: errorText(e, t) }));
      // A response is good for one check only.
      setResponse(null);
      setResetKey((k) => k + 1);
    } finally {
      setBusy(false);
    }
  };
  const needsKey = provider !== 'none' && provider !== 'testcaptcha' && !keys?.siteKey;
  const canSave = edited && !busy && (provider === 'none' || response != null);

  return (
    <section className="kite-admin-section kite-admin-meta-fields" aria-labelledby={id}>
      <h2 id={id}>{t(m.botProtection)}</h2>
      <SelectRow
        label={t(m.provider)}
        value={provider}
        onChange={(p) => change({ ...edits, provider: p })}
        options={[
          { value: 'none', text: t(m.providerNone) },
          { value: 'hcaptcha', text: 'hCaptcha' },
          { value: 'mcaptcha', text: 'mCaptcha' },
          { value: 'recaptcha', text: 'reCAPTCHA' },
          { value: 'turnstile', text: 'Turnstile' },
          { value: 'testcaptcha', text: t(m.testcaptcha) },
        ]}
      />
      {provider === 'none' && <p className="kite-admin-muted">{t(m.captchaNone)}</p>}
      {keys && provider !== 'testcaptcha' && (
        <>
          {provider === 'mcaptcha' && (
            <Field label={t(m.instanceUrl)}>
              {(fid) => <input id={fid} type="url" value={keys.instanceUrl} onChange={(e) => setKey('instanceUrl', e.target.value)} />}
            </Field>
          )}
          <Field label={t(m.siteKey)}>
            {(fid) => <input id={fid} autoComplete="off" value={keys.siteKey} onChange={(e) => setKey('siteKey', e.target.value)} />}
          </Field>
          <Field label={t(m.secretKey)}>
            {(fid) => (
              <input
                id={fid}
                type="password"
                autoComplete="new-password"
                value={keys.secretKey}
                onChange={(e) => setKey('secretKey', e.target.value)}
              />
            )}
          </Field>
        </>
      )}
      {provider !== 'none' && edited && (
        <div>
          <p>{t(needsKey ? m.captchaNeedsKey : m.captchaTest)}</p>
          {!needsKey && authUi?.Captcha && keys && (
            <LazyView
              component={authUi.Captcha}
              props={{ provider, siteKey: keys.siteKey || null, instanceUrl: keys.instanceUrl || null, onChange: setResponse, resetKey }}
            />
          )}
          {response && <p role="status">{t(m.captchaSolved)}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="kite-admin-meta-error">
          {error}
        </p>
      )}
      {edited && (
        <p className="kite-admin-meta-actions">
          <Button onClick={() => change({})} disabled={busy}>
            {t(m.revert)}
          </Button>
          <Button variant="primary" onClick={() => void save()} disabled={!canSave}>
            {t(m.saveCaptcha)}
          </Button>
        </p>
      )}
    </section>
  );
}
