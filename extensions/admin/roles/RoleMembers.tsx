import { Api, Dialogs, I18n, Link, UserName, useService, useT } from '@kite/sdk';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import type { entities } from 'misskey-js';
import { assignWithExpiry } from '../users/assignRole';
import { rolesMessages as m } from './messages';
import { succeeded } from '../succeeded';

/** The users of a manual role, each with its expiry; assign (by username, with an expiry) and unassign. */
export function RoleMembers({ role, canEdit }: { role: entities.Role; canEdit: boolean }) {
  const t = useT();
  const i18n = useService(I18n);
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const members = useLoad(role.id, () => api.request('admin/roles/users', { roleId: role.id, limit: 100 }));

  const assign = async () => {
    const asked = await dialogs.open<string>({
      title: t(m.assignPrompt),
      input: { type: 'text', placeholder: 'username', autocomplete: 'off' },
      showCancelButton: true,
    });
    if (asked.canceled) return;
    const name = String(asked.result).trim().replace(/^@/, '');
    const [username = '', host = null] = name.split('@');
    const user = await api.request('users/show', { username, host }).catch(() => null);
    if (!user || Array.isArray(user)) {
      await dialogs.alert({ type: 'error', text: t(m.noSuchUser, { name }) });
      return;
    }
    if (await assignWithExpiry(api, dialogs, t, role.id, user.id)) members.reload();
  };
  const unassign = async (userId: string) => {
    const ok = await succeeded(api.requestWithUi('admin/roles/unassign', { roleId: role.id, userId }));
    if (ok) members.update((cur) => (cur ?? []).filter((a) => a.user.id !== userId));
  };

  return (
    <section className="kite-admin-section" aria-label={t(m.users)}>
      <h2>{t(m.users)}</h2>
      {canEdit && (
        <div className="kite-admin-actions">
          <Button onClick={() => void assign()}>{t(m.assign)}</Button>
        </div>
      )}
      {members.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(members.error, t) })} <Button onClick={members.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {members.data?.length === 0 && <p className="kite-admin-muted">{t(m.noUsers)}</p>}
      <ul className="kite-admin-rows">
        {(members.data ?? []).map((a) => (
          <li key={a.id} className="kite-admin-row">
            <span className="kite-admin-row-main">
              <Link to={`/admin/user/${a.user.id}`}>
                <UserName user={a.user} /> @{a.user.username}
                {a.user.host ? `@${a.user.host}` : ''}
              </Link>
              <span className="kite-admin-muted">
                {a.expiresAt ? t(m.expires, { date: i18n.formatDate(new Date(a.expiresAt)) }) : t(m.noExpiry)}
              </span>
            </span>
            {canEdit && (
              <Button onClick={() => void unassign(a.user.id)} aria-label={`${t(m.unassign)}: @${a.user.username}`}>
                {t(m.unassign)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
