import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Api, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { Button, Field, errorText } from '@kite/sdk/kit';
import type { MetaForm } from './useMetaForm';
import { metaMessages as m } from './messages';

/** Sends a test email (`admin/send-email`) with the saved settings, to the address typed (the administrator's by default). */
export function TestEmail({ form }: { form: MetaForm }) {
  const t = useT();
  const api = useService(Api);
  const toasts = useOptionalService(Toasts);
  const id = useId();
  const [to, setTo] = useState(form.saved?.maintainerEmail ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsaved = Object.keys(form.changes).length > 0;

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const address = to.trim();
    if (!address || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.request('admin/send-email', { to: address, subject: t(m.testSubject), text: t(m.testBody) });
      toasts?.show(t(m.testSent, { to: address }));
    } catch (err) {
      setError(t(m.testFailed, { error: errorText(err, t) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="kite-admin-section" aria-labelledby={id}>
      <h2 id={id}>{t(m.testEmail)}</h2>
      <form className="kite-admin-meta-test" onSubmit={(e) => void send(e)}>
        <Field label={t(m.testEmailTo)}>
          {(fid) => <input id={fid} type="email" required value={to} onChange={(e) => setTo(e.target.value)} />}
        </Field>
        {unsaved && <p className="kite-admin-muted">{t(m.saveFirst)}</p>}
        {error && (
          <p role="alert" className="kite-admin-meta-error">
            {error}
          </p>
        )}
        <p>
          <Button type="submit" disabled={busy || !to.trim()}>
            {t(m.sendTest)}
          </Button>
        </p>
      </form>
    </section>
  );
}
