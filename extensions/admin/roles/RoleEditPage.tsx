import { Api, Loading, ResultScreen, isApiError, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { useLoad } from '@kite/sdk/kit';
import type { RouteProps } from '@kite/sdk';
import { RoleForm, emptyRole } from './RoleForm';
import { rolesMessages as m } from './messages';

/** /admin/roles/new and /admin/roles/:id/edit — the role editor (administrators only, as Misskey's API). */
export default function RoleEditPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const iAmAdmin = useViewer().me?.isAdmin === true;
  const roleId = props.params.id;
  const role = useLoad(roleId ?? 'new', () =>
    roleId ? api.request('admin/roles/show', { roleId }).then((r) => ({ ...r })) : Promise.resolve(null),
  );
  const title = roleId ? (role.data?.name ?? t(m.edit)) : t(m.newRole);
  if (!iAmAdmin)
    return (
      <section>
        <PageHeader title={title} icon="medal" />
        <p role="status">{t(m.adminOnly)}</p>
      </section>
    );
  if (role.error && role.data === undefined) {
    const missing = isApiError(role.error) && role.error.code === 'NO_SUCH_ROLE';
    return <ResultScreen kind={missing ? 'notFound' : 'error'} onRetry={missing ? undefined : role.reload} />;
  }
  if (role.data === undefined) return <Loading />;
  return (
    <section className="kite-admin-role-edit">
      <PageHeader title={title} subtitle={t(m.roles)} icon="medal" />
      <RoleForm key={roleId ?? 'new'} initial={role.data ?? emptyRole()} roleId={roleId ?? null} />
    </section>
  );
}
