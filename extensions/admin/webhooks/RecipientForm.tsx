import { useState } from 'react';
import { Dialogs, useService, useT } from '@kite/sdk';
import { Button, Field, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { webhooksMessages as m } from './messages';

/** What the recipient form edits: an email to a moderator (`userId`) or a system webhook. */
export interface RecipientDraft {
  name: string;
  isActive: boolean;
  method: 'email' | 'webhook';
  userId: string;
  systemWebhookId: string;
}

export const emptyRecipient: RecipientDraft = { name: '', isActive: true, method: 'email', userId: '', systemWebhookId: '' };

/** The parameters Misskey's create and update take: only the target of the chosen method. */
export function recipientParams(d: RecipientDraft) {
  return {
    name: d.name.trim(),
    isActive: d.isActive,
    method: d.method,
    ...(d.method === 'email' ? { userId: d.userId } : { systemWebhookId: d.systemWebhookId }),
  };
}

/** The fields of one report recipient, with Save and Cancel; a refused save keeps what was chosen. */
export function RecipientForm(props: {
  heading: string;
  initial: RecipientDraft;
  moderators: readonly { id: string; username: string }[];
  webhooks: readonly { id: string; name: string }[];
  onSave: (d: RecipientDraft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const [d, setD] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof RecipientDraft>(k: K, v: RecipientDraft[K]) => setD((cur) => ({ ...cur, [k]: v }));

  const save = async () => {
    const target = d.method === 'email' ? d.userId : d.systemWebhookId;
    if (!d.name.trim() || !target) {
      await dialogs.alert({ type: 'error', text: t(d.name.trim() ? m.needTarget : m.needNameAndUrl) });
      return;
    }
    setBusy(true);
    await props.onSave(d);
    setBusy(false);
  };

  return (
    <section className="kite-admin-section kite-admin-form" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <SwitchRow label={t(m.active)} checked={d.isActive} onChange={(v) => set('isActive', v)} />
      <Field label={t(m.name)}>
        {(id) => <input id={id} value={d.name} maxLength={255} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <SelectRow
        label={t(m.method)}
        value={d.method}
        onChange={(v) => set('method', v)}
        options={[
          { value: 'email', text: t(m.methodEmail) },
          { value: 'webhook', text: t(m.methodWebhook) },
        ]}
      />
      {d.method === 'email' ? (
        <SelectRow
          label={t(m.moderator)}
          value={d.userId}
          onChange={(v) => set('userId', v)}
          options={[{ value: '', text: t(m.chooseModerator) }, ...props.moderators.map((u) => ({ value: u.id, text: `@${u.username}` }))]}
        />
      ) : props.webhooks.length === 0 ? (
        <p role="note">{t(m.noWebhooksYet)}</p>
      ) : (
        <SelectRow
          label={t(m.webhook)}
          value={d.systemWebhookId}
          onChange={(v) => set('systemWebhookId', v)}
          options={[{ value: '', text: t(m.chooseWebhook) }, ...props.webhooks.map((h) => ({ value: h.id, text: h.name }))]}
        />
      )}
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={busy} onClick={() => void save()}>
          {t(m.save)}
        </Button>
        <Button onClick={props.onCancel}>{t(m.cancel)}</Button>
      </div>
    </section>
  );
}
