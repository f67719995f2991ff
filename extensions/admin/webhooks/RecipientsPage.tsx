import { useState } from 'react';
import { Api, Dialogs, Icon, Link, Toasts, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { RecipientForm, emptyRecipient, recipientParams, type RecipientDraft } from './RecipientForm';
import { webhooksMessages as m } from './messages';
import '../announcements/announcements.css';
import { succeeded } from '../succeeded';

type Recipient = entities.AbuseReportNotificationRecipient;

/** /admin/abuse-report-notification-recipient: who is told of a new report (a moderator by email, or a system webhook). */
export default function RecipientsPage() {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const list = useLoad('recipients', () => api.request('admin/abuse-report/notification-recipient/list', {}));
  const hooks = useLoad('hooks', () => api.request('admin/system-webhook/list', {}));
  const staff = useLoad('staff', () => api.request('admin/show-users', { state: 'adminOrModerator', origin: 'local', limit: 100 }));
  const [editing, setEditing] = useState<string | null>(null);

  const create = async (d: RecipientDraft) => {
    const made = await api.requestWithUi('admin/abuse-report/notification-recipient/create', recipientParams(d)).catch(() => null);
    if (!made) return false;
    setEditing(null);
    list.update((cur) => [...(cur ?? []), made]);
    toasts.show(t(m.saved));
    return true;
  };
  const update = async (r: Recipient, d: RecipientDraft) => {
    const saved = await api
      .requestWithUi('admin/abuse-report/notification-recipient/update', { id: r.id, ...recipientParams(d) })
      .catch(() => null);
    if (!saved) return false;
    setEditing(null);
    list.update((cur) => (cur ?? []).map((x) => (x.id === r.id ? saved : x)));
    toasts.show(t(m.saved));
    return true;
  };
  const remove = async (r: Recipient) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: r.name }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/abuse-report/notification-recipient/delete', { id: r.id }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== r.id));
  };
  const form = (heading: string, initial: RecipientDraft, onSave: (d: RecipientDraft) => Promise<boolean>) => (
    <RecipientForm
      heading={heading}
      initial={initial}
      moderators={staff.data ?? []}
      webhooks={hooks.data ?? []}
      onSave={onSave}
      onCancel={() => setEditing(null)}
    />
  );

  return (
    <section className={`kite-admin-recipients ${fieldsClass}`}>
      <PageHeader title={t(m.recipients)} icon="alert" />
      <p className="kite-admin-muted">
        {t(m.recipientsHint)} <Link to="/admin/system-webhook">{t(m.manageWebhooks)}</Link>
      </p>
      {editing === 'new' ? (
        form(t(m.newRecipient), emptyRecipient, create)
      ) : (
        <div className="kite-admin-actions">
          <Button variant="primary" onClick={() => setEditing('new')}>
            <Icon icon="plus" aria-hidden /> {t(m.newRecipient)}
          </Button>
        </div>
      )}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && list.data.length === 0 && <p role="status">{t(m.noRecipients)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.recipients)} aria-busy={list.loading}>
        {(list.data ?? []).map((r) =>
          editing === r.id ? (
            <li key={r.id}>
              {form(
                t(m.edit, { name: r.name }),
                { name: r.name, isActive: r.isActive, method: r.method, userId: r.userId ?? '', systemWebhookId: r.systemWebhookId ?? '' },
                (d) => update(r, d),
              )}
            </li>
          ) : (
            <li key={r.id} className="kite-admin-row">
              <span className="kite-admin-row-main">
                <strong>{r.name}</strong>
                <span className="kite-admin-muted">
                  {[
                    t(r.isActive ? m.active : m.inactive),
                    r.method === 'email'
                      ? `${t(m.methodEmail)}: @${r.user?.username ?? '?'}`
                      : `${t(m.methodWebhook)}: ${r.systemWebhook?.name ?? '?'}`,
                  ].join(' · ')}
                </span>
              </span>
              <span className="kite-admin-actions">
                <Button onClick={() => setEditing(r.id)} aria-label={t(m.edit, { name: r.name })}>
                  <Icon icon="pencil" aria-hidden />
                </Button>
                <Button variant="danger" onClick={() => void remove(r)} aria-label={`${t(m.delete)} ${r.name}`}>
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
