import { useState } from 'react';
import { Dialogs, safeHttpUrl, useService, useT } from '@kite/sdk';
import { Button, Field, SwitchRow } from '@kite/sdk/kit';
import { hookEvents, type HookEvent } from './events';
import { webhooksMessages as m } from './messages';

/** What the system webhook form edits. */
export interface HookDraft {
  name: string;
  url: string;
  secret: string;
  isActive: boolean;
  on: HookEvent[];
}

export const emptyHook: HookDraft = { name: '', url: '', secret: '', isActive: true, on: [] };

/** The fields of one system webhook, with Save and Cancel; a refused save keeps what was typed. */
export function WebhookForm(props: {
  heading: string;
  initial: HookDraft;
  onSave: (d: HookDraft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useT();
  const dialogs = useService(Dialogs);
  const [d, setD] = useState(props.initial);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof HookDraft>(k: K, v: HookDraft[K]) => setD((cur) => ({ ...cur, [k]: v }));
  const toggle = (e: HookEvent, on: boolean) => set('on', on ? [...d.on.filter((x) => x !== e), e] : d.on.filter((x) => x !== e));

  const save = async () => {
    if (!d.name.trim() || !safeHttpUrl(d.url.trim())) {
      await dialogs.alert({ type: 'error', text: t(m.needNameAndUrl) });
      return;
    }
    setBusy(true);
    await props.onSave({ ...d, name: d.name.trim(), url: d.url.trim() });
    setBusy(false);
  };

  return (
    <section className="kite-admin-section kite-admin-form" aria-label={props.heading}>
      <h2>{props.heading}</h2>
      <SwitchRow label={t(m.active)} checked={d.isActive} onChange={(v) => set('isActive', v)} />
      <Field label={t(m.name)}>
        {(id) => <input id={id} value={d.name} maxLength={255} onChange={(e) => set('name', e.target.value)} />}
      </Field>
      <Field label={t(m.url)}>
        {(id) => <input id={id} type="url" inputMode="url" maxLength={1024} value={d.url} onChange={(e) => set('url', e.target.value)} />}
      </Field>
      <Field label={t(m.secret)} after={<p className="kite-admin-muted">{t(m.secretHint)}</p>}>
        {(id) => (
          <input
            id={id}
            type="password"
            autoComplete="off"
            maxLength={1024}
            value={d.secret}
            onChange={(e) => set('secret', e.target.value)}
          />
        )}
      </Field>
      <fieldset className="kite-admin-days">
        <legend>{t(m.events)}</legend>
        {hookEvents.map((e) => (
          <SwitchRow key={e.event} label={t(e.text)} checked={d.on.includes(e.event)} onChange={(on) => toggle(e.event, on)} />
        ))}
      </fieldset>
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={busy} onClick={() => void save()}>
          {t(m.save)}
        </Button>
        <Button onClick={props.onCancel}>{t(m.cancel)}</Button>
      </div>
    </section>
  );
}
