import { useId, useState } from 'react';
import { Api, Dialogs, I18n, Navigation, isApiError, useOptionalService, useService, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { messages as m } from '../messages';
import { LoadState } from '../LoadState';
import { WebhookForm } from './WebhookForm';
import { EVENTS } from './events';
import type { WebhookEvent } from './events';

/**
 * `/settings/webhook/edit/:webhookId`: change a webhook (`i/webhooks/update`), send a test call
 * for one event (`i/webhooks/test`), or delete it after a confirm.
 */
export default function WebhookEditPage(props: RouteProps) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const nav = useService(Navigation);
  const dialogs = useOptionalService(Dialogs);
  const id = props.params.webhookId ?? '';
  // A webhook that does not exist (deleted elsewhere, a wrong link) loads as null.
  const loaded = useLoad(`webhook:${id}`, () =>
    api.request('i/webhooks/show', { webhookId: id }).catch((e: unknown) => {
      if (isApiError(e) && e.code === 'NO_SUCH_WEBHOOK') return null;
      throw e;
    }),
  );
  const [testEvent, setTestEvent] = useState<WebhookEvent>('note');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const testId = useId();
  const w = loaded.data;
  if (!w) {
    return (
      <div className="kite-settings-page">
        <h1>{t(m.webhookEdit)}</h1>
        {w === null ? <p role="alert">{t(m.noSuchWebhook)}</p> : <LoadState loaded={loaded} />}
      </div>
    );
  }

  const test = async () => {
    try {
      await api.request('i/webhooks/test', { webhookId: w.id, type: testEvent });
      setNote({ ok: true, text: t(m.testSent, { event: t(EVENTS.find(([e]) => e === testEvent)?.[1] ?? m.event_note) }) });
    } catch (e) {
      setNote({ ok: false, text: t(m.failed, { error: errorText(e, t) }) });
    }
  };
  const remove = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.deleteWebhookConfirm, { name: w.name }), okText: t(m.delete) })))
      return;
    try {
      await api.request('i/webhooks/delete', { webhookId: w.id });
      nav.push('/settings/webhook');
    } catch (e) {
      setNote({
        ok: false,
        text: isApiError(e) && e.code === 'NO_SUCH_WEBHOOK' ? t(m.noSuchWebhook) : t(m.failed, { error: errorText(e, t) }),
      });
    }
  };
  return (
    <div className="kite-settings-page">
      <h1>{t(m.webhookEdit)}</h1>
      {w.latestSentAt && (
        <p className="kite-settings-note">
          {t(m.latest, { date: i18n.formatDate(new Date(w.latestSentAt)), status: w.latestStatus ?? '—' })}
        </p>
      )}
      <WebhookForm
        key={w.id}
        initial={{ name: w.name, url: w.url, secret: w.secret, on: [...w.on], active: w.active }}
        editing
        submitLabel={t(m.save)}
        onSubmit={async (d) => {
          try {
            await api.request('i/webhooks/update', {
              webhookId: w.id,
              name: d.name,
              url: d.url,
              secret: d.secret,
              on: d.on,
              active: d.active,
            });
            return null;
          } catch (e) {
            return t(m.failed, { error: errorText(e, t) });
          }
        }}
      />
      <section aria-labelledby="kite-wh-test">
        <h2 id="kite-wh-test">{t(m.testSend)}</h2>
        <div className="kite-settings-row">
          <label htmlFor={testId}>{t(m.testEvent)}</label>
          <select id={testId} value={testEvent} onChange={(e) => setTestEvent(EVENTS.find(([ev]) => ev === e.target.value)?.[0] ?? 'note')}>
            {EVENTS.map(([ev, label]) => (
              <option key={ev} value={ev}>
                {t(label)}
              </option>
            ))}
          </select>
          <Button onClick={() => void test()}>{t(m.testSend)}</Button>
        </div>
        {note && (
          <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'kite-at-ok' : 'kite-at-error'}>
            {note.text}
          </p>
        )}
      </section>
      <section>
        <Button variant="danger" onClick={() => void remove()}>
          {t(m.deleteWebhook)}
        </Button>
      </section>
    </div>
  );
}
