import { useId, useState } from 'react';
import type { EndpointRes } from '@kite/sdk';
import { Api, useService, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { accountMessages as m } from './messages';
import { authErrorText } from './authenticate';

type Registration = EndpointRes<'i/2fa/register'>;

/** The server's QR image, only as an inline PNG or SVG data URL (an <img> never runs an SVG's scripts). */
export function safeQr(qr: string): string | null {
  return /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(qr) ? qr : null;
}

/**
 * The TOTP set-up window after `i/2fa/register`: the QR code, the secret and the otpauth link
 * to enter by hand; then the code from the app (`i/2fa/done`); then the backup codes, shown once.
 */
export function TotpSetup(props: { registration: Registration; onClose: (done: boolean) => void }) {
  const t = useT();
  const api = useService(Api);
  const headingId = useId();
  const codeId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [backupCodes, setBackupCodes] = useState<readonly string[] | null>(null);
  const reg = props.registration;
  const qr = safeQr(reg.qr);

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await api.request('i/2fa/done', { token: code.replace(/\s/g, '') });
      setBackupCodes(r.backupCodes);
    } catch (e) {
      setError(authErrorText(t, e));
    } finally {
      setBusy(false);
    }
  };

  const download = () => {
    const blob = new Blob([backupCodes?.join('\n') ?? ''], { type: 'text/plain' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `${reg.issuer}-${reg.label}-backup-codes.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };

  return (
    <Modal labelledBy={headingId} onClose={() => props.onClose(backupCodes != null)} closeOnBackdrop={false} className="kite-totp-setup">
      <h2 id={headingId}>{t(m.totpRegister)}</h2>
      {backupCodes ? (
        <div data-step="backup-codes">
          <p role="status">{t(m.totpDone)}</p>
          <h3>{t(m.backupCodes)}</h3>
          <p>{t(m.backupCodesHint)}</p>
          <ol className="kite-backup-codes" aria-label={t(m.backupCodes)}>
            {backupCodes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="kite-settings-actions">
            <button type="button" className="kite-button" onClick={download}>
              {t(m.backupCodesDownload)}
            </button>
            <button type="button" className="kite-button kite-button-primary" onClick={() => props.onClose(true)}>
              {t(m.close)}
            </button>
          </div>
        </div>
      ) : (
        <form
          data-step="verify"
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
        >
          <p>{t(m.totpStep1)}</p>
          {qr && <img className="kite-totp-qr" src={qr} alt={t(m.totpQrAlt)} width={200} height={200} />}
          <dl className="kite-totp-keys">
            <dt>{t(m.totpSecret)}</dt>
            <dd>
              <code data-totp-secret>{reg.secret}</code>
            </dd>
            <dt>{t(m.totpUri)}</dt>
            <dd>
              <code className="kite-totp-uri">{reg.url}</code>
            </dd>
          </dl>
          <p>{t(m.totpStep2)}</p>
          <div className="kite-settings-field">
            <label htmlFor={codeId}>{t(m.totpCode)}</label>
            <input
              id={codeId}
              data-autofocus
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
          {error && <p role="alert">{error}</p>}
          <div className="kite-settings-actions">
            <button type="button" className="kite-button" onClick={() => props.onClose(false)}>
              {t(m.cancel)}
            </button>
            <button type="submit" className="kite-button kite-button-primary" disabled={busy || code.trim().length < 6}>
              {t(m.totpVerify)}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
