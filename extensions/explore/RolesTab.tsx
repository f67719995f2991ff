import type { entities } from 'misskey-js';
import { Api, Link, Loading, TimedCache, Viewer, useService, useT, useViewer } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { exploreMessages as m } from './messages';

/** Spec 3 §9: the roles are kept 30 minutes per account (one cache per page load, made on first use). */
let roles: TimedCache<entities.Role> | null = null;

/** Public, explorable roles (roles/list needs a signed-in viewer); each opens /roles/:roleId. */
function Roles() {
  const t = useT();
  const api = useService(Api);
  const viewer = useService(Viewer);
  roles ??= new TimedCache(
    () => api.request('roles/list'),
    () => viewer.info.me?.id ?? null,
  );
  const cache = roles;
  const { data, error, reload } = useLoad('roles', () => cache.get());
  if (error)
    return (
      <p className="kite-explore-empty" role="alert">
        {t(m.loadFailed)} <Button onClick={reload}>{t(m.retry)}</Button>
      </p>
    );
  if (!data) return <Loading />;
  if (data.length === 0) return <p className="kite-explore-empty">{t(m.noRoles)}</p>;
  return (
    <ul className="kite-explore-roles" aria-label={t(m.roles)}>
      {data.map((r) => (
        <li key={r.id} style={r.color ? { borderInlineStartColor: r.color } : undefined}>
          <Link to={`/roles/${r.id}`} className="kite-explore-role-name">
            {r.name}
          </Link>
          {r.description && <p className="kite-explore-role-text">{r.description}</p>}
          <span className="kite-explore-count">{t(m.roleMembers, { n: r.usersCount })}</span>
        </li>
      ))}
    </ul>
  );
}

export function RolesTab() {
  const t = useT();
  const who = useViewer();
  return who.signedIn ? <Roles /> : <p className="kite-explore-empty">{t(m.rolesSignIn)}</p>;
}
