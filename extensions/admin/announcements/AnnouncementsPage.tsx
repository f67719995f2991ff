import { useState } from 'react';
import { Api, Dialogs, I18n, Icon, Toasts, useService, useT } from '@kite/sdk';
import type { IconName } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, fieldsClass, LoadMore, SelectRow, usePagedLoad } from '@kite/sdk/kit';
import { AnnouncementForm } from './AnnouncementForm';
import { UserChooser, type ChosenUser } from './UserChooser';
import { draftOf, draftParams, emptyDraft, type AdminAnnouncement, type AnnouncementDraft } from './draft';
import { announcementsMessages as m } from './messages';
import './announcements.css';
import { succeeded } from '../succeeded';

type Status = 'active' | 'archived';
type Audience = 'everyone' | 'user';
const PAGE = 10;
const iconOf: Record<string, IconName> = { info: 'info', warning: 'alert', error: 'x', success: 'check' };

/**
 * /admin/announcements: the announcements for everyone, or for one user, active or archived;
 * create, edit, end (archive) and restore, delete. A new one reaches its readers at once.
 */
export default function AnnouncementsPage() {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const [status, setStatus] = useState<Status>('active');
  const [audience, setAudience] = useState<Audience>('everyone');
  const [user, setUser] = useState<ChosenUser | null>(null);
  // The form open: 'new', or the id of the announcement being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const userId = audience === 'user' ? (user?.id ?? null) : null;
  const waiting = audience === 'user' && !userId;
  const key = `${status} ${audience} ${userId ?? ''}`;
  const params = { status, limit: PAGE, ...(userId && { userId }) };
  const list = usePagedLoad(
    key,
    (after) => (waiting ? Promise.resolve([]) : api.request('admin/announcements/list', { ...params, untilId: after.untilId })),
    PAGE,
  );
  const items = list.data ?? [];
  const create = async (d: AnnouncementDraft) => {
    const made = await succeeded(api.requestWithUi('admin/announcements/create', { ...draftParams(d), ...(userId && { userId }) }));
    if (!made) return false;
    setEditing(null);
    if (status === 'active') list.reload();
    toasts.show(t(m.saved));
    return true;
  };
  const update = async (a: AdminAnnouncement, d: AnnouncementDraft) => {
    const saved = await succeeded(api.requestWithUi('admin/announcements/update', { id: a.id, ...draftParams(d) }));
    if (!saved) return false;
    setEditing(null);
    list.update((cur) => (cur ?? []).map((x) => (x.id === a.id ? { ...x, ...draftParams(d), updatedAt: new Date().toISOString() } : x)));
    toasts.show(t(m.saved));
    return true;
  };
  // Ending and restoring send the whole announcement: Misskey's update clears an image it is not given.
  const setActive = async (a: AdminAnnouncement, isActive: boolean) => {
    const done = await succeeded(api.requestWithUi('admin/announcements/update', { id: a.id, ...draftParams(draftOf(a)), isActive }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== a.id));
  };
  const remove = async (a: AdminAnnouncement) => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { title: a.title }) }))) return;
    const done = await succeeded(api.requestWithUi('admin/announcements/delete', { id: a.id }));
    if (done) list.update((cur) => (cur ?? []).filter((x) => x.id !== a.id));
  };

  return (
    <section className={`kite-admin-announcements ${fieldsClass}`}>
      <PageHeader title={t(m.announcements)} icon="speakerphone" />
      <p className="kite-admin-muted">{t(m.hint)}</p>
      <div className="kite-admin-filters">
        <SelectRow
          label={t(m.show)}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'active', text: t(m.active) },
            { value: 'archived', text: t(m.archived) },
          ]}
        />
        <SelectRow
          label={t(m.audience)}
          value={audience}
          onChange={setAudience}
          options={[
            { value: 'everyone', text: t(m.everyone) },
            { value: 'user', text: t(m.oneUser) },
          ]}
        />
      </div>
      {audience === 'user' && <UserChooser user={user} onChange={setUser} />}
      {status === 'active' && items.length > 5 && <p role="note">{t(m.tooMany)}</p>}
      {editing === 'new' ? (
        <AnnouncementForm heading={t(m.create)} initial={emptyDraft} onSave={create} onCancel={() => setEditing(null)} />
      ) : (
        <div className="kite-admin-actions">
          <Button variant="primary" disabled={waiting} onClick={() => setEditing('new')}>
            <Icon icon="plus" aria-hidden /> {t(m.create)}
          </Button>
        </div>
      )}
      {list.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(list.error, t) })} <Button onClick={list.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {list.data && !waiting && items.length === 0 && <p role="status">{t(status === 'active' ? m.noneActive : m.noneArchived)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.announcements)} aria-busy={list.loading}>
        {items.map((a) =>
          editing === a.id ? (
            <li key={a.id}>
              <AnnouncementForm
                heading={t(m.edit, { title: a.title })}
                initial={draftOf(a)}
                onSave={(d) => update(a, d)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={a.id} className="kite-admin-row kite-admin-announcement" data-icon={a.icon}>
              <Icon icon={iconOf[a.icon ?? 'info'] ?? 'info'} aria-hidden />
              <span className="kite-admin-row-main">
                <strong>{a.title}</strong>
                <span className="kite-admin-announcement-text">{a.text}</span>
                <span className="kite-admin-muted">
                  {[
                    i18n.formatDate(new Date(a.createdAt)),
                    t(a.display === 'dialog' ? m.displayDialog : a.display === 'banner' ? m.displayBanner : m.displayNormal),
                    a.needConfirmationToRead && t(m.needConfirmation),
                    a.silence && t(m.silence),
                    t(m.reads, { n: a.reads }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="kite-admin-actions">
                <Button onClick={() => setEditing(a.id)} aria-label={t(m.edit, { title: a.title })}>
                  <Icon icon="pencil" aria-hidden />
                </Button>
                {a.isActive ? (
                  <Button onClick={() => void setActive(a, false)}>{t(m.archive)}</Button>
                ) : (
                  <Button onClick={() => void setActive(a, true)}>{t(m.unarchive)}</Button>
                )}
                <Button variant="danger" onClick={() => void remove(a)} aria-label={`${t(m.delete)} ${a.title}`}>
                  {t(m.delete)}
                </Button>
              </span>
            </li>
          ),
        )}
      </ul>
      <LoadMore paged={list} />
    </section>
  );
}
