import { useState } from 'react';
import { Api, Dialogs, I18n, Icon, Link, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, SelectRow, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { WebhookForm, emptyHook, type HookDraft } from './WebhookForm';
import { hookEvents, type HookEvent } from './events';
import { webhooksMessages as m } from './messages';
import '../announcements/announcements.css';
import '../ads/ads.css';
import { succeeded } from '../succeeded';

type Hook = entities.SystemWebhook;

/** /admin/system-webhook: the server's webhooks (on/off, address, secret, events); create, edit, test send, delete. */
export default function SystemWebhooksPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const list = useLoad('hooks', () => api.request('admin/system-webhook/list', {}));
  const [editing, setEditing] = useState<string | null>(null);
  const [testEvent, setTestEvent] = useState<HookEvent>('abuseReport');

  const create = async (d: HookDraft) => {
    const made = await api.requestWithUi('admin/system-webhook/create', d).catch(() => null);
    if (!made) return false;
    setEditing(null);
    list.update((cur) => [...(cur ?? []), made]);
    toasts.show(t(m.saved));
    return true;
  };
  const update = async (h: Hook, d: HookDraft) => {
    const saved = await api.requestWithUi('admin/system-webhook/update', { id: h.id, ...d }).catch(() => null);
    if (!saved) return false;
    setEditing(null);
    list.update((cur) => (cur ?? []).map((x) => (x.id === h.id ? saved : x)));
    toasts.show(t(m.saved));
    return true;
  };
  const remove = async (h: Hook) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: h.name }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/system-webhook/delete', { id: h.id }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== h.id));
  };
  const test = async (h: Hook) => {
    const sent = await succeeded(api.requestWithUi('admin/system-webhook/test', { webhookId: h.id, type: testEvent }));
    const words = hookEvents.find((e) => e.event === testEvent);
    if (sent && words) toasts.show(t(m.testSent, { event: t(words.text) }));
  };

  return (
    <section className={`kite-admin-webhooks ${fieldsClass}`}>
      <PageHeader title={t(m.webhooks)} icon="send" />
      <p className="kite-admin-muted">
        {t(m.webhooksHint)} <Link to="/admin/abuse-report-notification-recipient">{t(m.manageRecipients)}</Link>
      </p>
      {editing === 'new' ? (
        <WebhookForm heading={t(m.create)} initial={emptyHook} onSave={create} onCancel={() => setEditing(null)} />
      ) : (
        <div className="kite-admin-actions">
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Icon icon="plus" aria-hidden /> {t(m.create)}
          </Button>
        </div>
      )}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && list.data.length === 0 && <p role="status">{t(m.none)}</p>}
      {list.data && list.data.length > 0 && (
        <div className="kite-admin-filters">
          <SelectRow
            label={t(m.testEvent)}
            value={testEvent}
            onChange={setTestEvent}
            options={hookEvents.map((e) => ({ value: e.event, text: t(e.text) }))}
          />
        </div>
      )}
      <ul className="kite-admin-rows" aria-label={t(m.webhooks)} aria-busy={list.loading}>
        {(list.data ?? []).map((h) =>
          editing === h.id ? (
            <li key={h.id}>
              <WebhookForm
                heading={t(m.edit, { name: h.name })}
                initial={{ name: h.name, url: h.url, secret: h.secret, isActive: h.isActive, on: [...h.on] }}
                onSave={(d) => update(h, d)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={h.id} className="kite-admin-row">
              <span className="kite-admin-row-main">
                <strong>{h.name}</strong>
                <span>{h.url}</span>
                <span className="kite-admin-muted">
                  {[
                    t(h.isActive ? m.active : m.inactive),
                    h.on.map((e) => t(hookEvents.find((x) => x.event === e)?.text ?? m.events)).join(', '),
                    h.latestSentAt
                      ? t(m.lastSent, { date: i18n.formatDate(new Date(h.latestSentAt)), status: h.latestStatus ?? '—' })
                      : t(m.neverSent),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="kite-admin-actions">
                <Button onClick={() => void test(h)} aria-label={`${t(m.test)} ${h.name}`}>
                  {t(m.test)}
                </Button>
                <Button onClick={() => setEditing(h.id)} aria-label={t(m.edit, { name: h.name })}>
                  <Icon icon="pencil" aria-hidden />
                </Button>
                <Button variant="danger" onClick={() => void remove(h)} aria-label={`${t(m.delete)} ${h.name}`}>
                  {t(m.delete)}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
