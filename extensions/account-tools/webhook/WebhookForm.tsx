import { useId, useState } from 'react';
import { safeHttpUrl, useT } from '@kite/sdk';
import { Button, Field } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { EVENTS } from './events';
import type { WebhookEvent } from './events';

export interface WebhookDraft {
  name: string;
  url: string;
  secret: string;
  on: WebhookEvent[];
  active: boolean;
}

/**
 * A webhook's fields — name, URL (http or https only), secret, events and (when editing) whether
 * it is active. Bad input is named under the form and nothing is sent; the draft stays as typed.
 */
export function WebhookForm(props: {
  initial: WebhookDraft;
  editing: boolean;
  submitLabel: string;
  onSubmit: (d: WebhookDraft) => Promise<string | null>;
}) {
  const t = useT();
  const secretHelp = useId();
  const [d, setD] = useState(props.initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof WebhookDraft>(k: K, v: WebhookDraft[K]) => {
    setD((x) => ({ ...x, [k]: v }));
    setSaved(false);
  };
  const submit = async () => {
    if (!d.name.trim()) return setProblem(t(m.needWebhookName));
    if (!safeHttpUrl(d.url.trim())) return setProblem(t(m.needUrl));
    setProblem(null);
    setBusy(true);
    const error = await props.onSubmit({ ...d, name: d.name.trim(), url: d.url.trim() });
    setBusy(false);
    setProblem(error);
    setSaved(error === null);
  };
  return (
    <form
      className="kite-webhook-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <section>
        <Field label={t(m.webhookName)}>
          {(id) => <input id={id} value={d.name} maxLength={100} onChange={(e) => set('name', e.target.value)} />}
        </Field>
        <Field label={t(m.webhookUrl)}>
          {(id) => <input id={id} type="url" value={d.url} maxLength={1024} onChange={(e) => set('url', e.target.value)} />}
        </Field>
        <Field
          label={t(m.webhookSecret)}
          after={
            <p id={secretHelp} className="kite-settings-note">
              {t(m.webhookSecretHelp)}
            </p>
          }
        >
          {(id) => (
            <input
              id={id}
              value={d.secret}
              maxLength={1024}
              autoComplete="off"
              aria-describedby={secretHelp}
              onChange={(e) => set('secret', e.target.value)}
            />
          )}
        </Field>
        <fieldset>
          <legend>{t(m.events)}</legend>
          {EVENTS.map(([ev, label]) => (
            <label key={ev} className="kite-at-check">
              <input
                type="checkbox"
                checked={d.on.includes(ev)}
                onChange={(e) => set('on', e.target.checked ? [...d.on, ev] : d.on.filter((x) => x !== ev))}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        {props.editing && (
          <label className="kite-at-check">
            <input type="checkbox" checked={d.active} onChange={(e) => set('active', e.target.checked)} />
            {t(m.webhookActive)}
          </label>
        )}
        {problem && (
          <p role="alert" className="kite-at-error">
            {problem}
          </p>
        )}
        <div className="kite-settings-actions">
          <Button type="submit" variant="primary" disabled={busy}>
            {props.submitLabel}
          </Button>
          {saved && props.editing && <span role="status">{t(m.saved)}</span>}
        </div>
      </section>
    </form>
  );
}
