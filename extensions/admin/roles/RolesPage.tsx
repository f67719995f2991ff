import { Api, Link, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText, useLoad } from '@kite/sdk/kit';
import { rolesMessages as m } from './messages';

/** /admin/roles: every role (manual and conditional) with its member count; admins can create one. */
export default function RolesPage() {
  const t = useT();
  const api = useService(Api);
  const iAmAdmin = useViewer().me?.isAdmin === true;
  const roles = useLoad('roles', () => api.request('admin/roles/list', {}));
  const list = [...(roles.data ?? [])].sort((a, b) => b.displayOrder - a.displayOrder);
  return (
    <section className="kite-admin-roles">
      <PageHeader title={t(m.roles)} icon="medal" />
      {iAmAdmin && (
        <p>
          <Link to="/admin/roles/new" className="kite-button kite-button-primary">
            {t(m.newRole)}
          </Link>
        </p>
      )}
      {roles.error && (
        <p role="alert">
          {t(m.loadFailed, { error: errorText(roles.error, t) })} <Button onClick={roles.reload}>{t(m.retry)}</Button>
        </p>
      )}
      {roles.data && list.length === 0 && <p role="status">{t(m.noRoles)}</p>}
      <ul className="kite-admin-rows" aria-label={t(m.roles)} aria-busy={roles.loading}>
        {list.map((r) => (
          <li key={r.id}>
            <Link to={`/admin/roles/${r.id}`} className="kite-admin-row">
              <span className="kite-admin-role-dot" style={{ background: r.color ?? 'transparent' }} aria-hidden />
              <span className="kite-admin-row-main">
                <span>{r.name}</span>
                {r.description && <span className="kite-admin-muted">{r.description}</span>}
              </span>
              <span className="kite-admin-badge">{r.target === 'manual' ? t(m.manual) : t(m.conditional)}</span>
              {r.target === 'manual' && <span className="kite-admin-muted">{t(m.members, { n: r.usersCount })}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
