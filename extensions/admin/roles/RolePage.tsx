import { Api, Dialogs, Link, Loading, Navigation, ResultScreen, isApiError, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, useLoad } from '@kite/sdk/kit';
import type { RouteProps } from '@kite/sdk';
import { RoleMembers } from './RoleMembers';
import { rolesMessages as m } from './messages';
import { succeeded } from '../succeeded';

/** /admin/roles/:id — a role: what it is, edit/delete (admins), and its users (manual roles). */
export default function RolePage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useService(Dialogs);
  const nav = useService(Navigation);
  const iAmAdmin = useViewer().me?.isAdmin === true;
  const roleId = props.params.id ?? '';
  const role = useLoad(roleId, () => api.request('admin/roles/show', { roleId }));
  if (role.error && !role.data) {
    const missing = isApiError(role.error) && role.error.code === 'NO_SUCH_ROLE';
    return <ResultScreen kind={missing ? 'notFound' : 'error'} onRetry={missing ? undefined : role.reload} />;
  }
  const r = role.data;
  if (!r) return <Loading />;
  const remove = async () => {
    if (!(await dialogs.confirm({ type: 'warning', text: t(m.deleteConfirm, { name: r.name }) }))) return;
    const ok = await succeeded(api.requestWithUi('admin/roles/delete', { roleId: r.id }));
    if (ok) nav.push('/admin/roles');
  };
  return (
    <article className="kite-admin-role">
      <PageHeader title={r.name} subtitle={t(m.roles)} icon="medal" />
      {r.description && <p>{r.description}</p>}
      <p>
        <span className="kite-admin-badge">{r.target === 'manual' ? t(m.manual) : t(m.conditional)}</span>
      </p>
      {iAmAdmin && (
        <div className="kite-admin-actions">
          <Link to={`/admin/roles/${r.id}/edit`} className="kite-button">
            {t(m.edit)}
          </Link>
          <Button variant="danger" onClick={() => void remove()}>
            {t(m.delete)}
          </Button>
        </div>
      )}
      {r.target === 'manual' ? (
        <RoleMembers role={r} canEdit={iAmAdmin || r.canEditMembersByModerator} />
      ) : (
        <p className="kite-admin-muted">{t(m.conditionalNote)}</p>
      )}
    </article>
  );
}
