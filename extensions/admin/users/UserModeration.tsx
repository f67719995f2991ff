import { useState } from 'react';
import { Api, Dialogs, Toasts, useService, useT, useViewer } from '@kite/sdk';
import { Button, Field, fieldsClass } from '@kite/sdk/kit';
import type { Endpoints, entities } from 'misskey-js';
import { usersMessages as m } from './messages';
import { succeeded } from '../succeeded';

type Info = Endpoints['admin/show-user']['res'];

/** Suspend / unsuspend, reset password, delete all files (admins, as Misskey), and the moderation note. */
export function UserModeration({ user, info, onChange }: { user: entities.UserDetailed; info: Info; onChange: () => void }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const toasts = useService(Toasts);
  const iAmAdmin = useViewer().me?.isAdmin === true;
  const [note, setNote] = useState(info.moderationNote);
  const name = user.username;

  const act = async (question: string, run: () => Promise<unknown>) => {
    if (!(await dialogs.confirm({ type: 'warning', text: question }))) return null;
    return run().then(
      (res) => {
        onChange();
        return res ?? true;
      },
      () => null,
    );
  };
  const suspend = () =>
    info.isSuspended
      ? act(t(m.unsuspendConfirm, { name }), () => api.requestWithUi('admin/unsuspend-user', { userId: user.id }))
      : act(t(m.suspendConfirm, { name }), () => api.requestWithUi('admin/suspend-user', { userId: user.id }));
  const resetPassword = async () => {
    const res = await act(t(m.resetPasswordConfirm, { name }), () => api.requestWithUi('admin/reset-password', { userId: user.id }));
    if (res && typeof res === 'object' && 'password' in res && typeof res.password === 'string')
      await dialogs.alert({ type: 'success', text: t(m.newPassword, { password: res.password }) });
  };
  const deleteFiles = async () => {
    if (await act(t(m.deleteAllFilesConfirm, { name }), () => api.requestWithUi('admin/delete-all-files-of-a-user', { userId: user.id })))
      toasts.show(t(m.done));
  };
  const saveNote = async () => {
    const ok = await succeeded(api.requestWithUi('admin/update-user-note', { userId: user.id, text: note }));
    if (ok) {
      toasts.show(t(m.saved));
      onChange();
    }
  };

  return (
    <section className={`kite-admin-section ${fieldsClass}`} aria-label={t(m.moderation)}>
      <h2>{t(m.moderation)}</h2>
      <div className="kite-admin-actions">
        <Button variant={info.isSuspended ? 'plain' : 'danger'} onClick={() => void suspend()}>
          {info.isSuspended ? t(m.unsuspend) : t(m.suspend)}
        </Button>
        {!user.host && <Button onClick={() => void resetPassword()}>{t(m.resetPassword)}</Button>}
        {iAmAdmin && (
          <Button variant="danger" onClick={() => void deleteFiles()}>
            {t(m.deleteAllFiles)}
          </Button>
        )}
      </div>
      <Field label={t(m.moderationNote)} after={<small className="kite-admin-muted">{t(m.moderationNoteHint)}</small>}>
        {(id) => <textarea id={id} rows={4} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="kite-admin-actions">
        <Button variant="primary" disabled={note === info.moderationNote} onClick={() => void saveNote()}>
          {t(m.save)}
        </Button>
      </div>
    </section>
  );
}
