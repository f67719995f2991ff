import { useState } from 'react';
import { Api, Dialogs, useService, useT } from '@kite/sdk';
import { Button, Field, NumberRow, SwitchRow } from '@kite/sdk/kit';
import { invitesMessages as m } from './messages';

/** A local date-time input's value for `ms` (the input has no time zone). */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/** Creates 1–100 invitation codes, with or without an expiry, and shows them. */
export function CreateInvites({ onCreated }: { onCreated: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const [expiry, setExpiry] = useState(false);
  const [at, setAt] = useState(() => localInput(Date.now() + 86_400_000));
  const [count, setCount] = useState(1);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const when = expiry ? new Date(at).getTime() : null;
    if (when != null && !(when > Date.now())) {
      await dialogs.alert({ type: 'error', text: t(m.badDate) });
      return;
    }
    setBusy(true);
    const made = await api
      .requestWithUi('admin/invite/create', { count, expiresAt: when == null ? null : new Date(when).toISOString() })
      .catch(() => null);
    setBusy(false);
    if (!made) return;
    onCreated();
    await dialogs.alert({ type: 'success', text: t(m.created, { codes: made.map((c) => c.code).join(', ') }) });
  };

  return (
    <section className="kite-admin-section" aria-label={t(m.create)}>
      <h2>{t(m.create)}</h2>
      <SwitchRow label={t(m.withExpiry)} checked={expiry} onChange={setExpiry} />
      {expiry && (
        <Field label={t(m.expiresAt)}>
          {(id) => <input id={id} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />}
        </Field>
      )}
      <NumberRow label={t(m.count)} value={count} min={1} max={100} onChange={setCount} />
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={busy} onClick={() => void create()}>
          {t(m.createButton)}
        </Button>
      </div>
    </section>
  );
}
