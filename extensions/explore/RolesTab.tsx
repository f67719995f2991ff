import { Api, Link, Loading, PublicRoles, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { useFetched } from './useFetched';
import { exploreMessages as m } from './messages';

/** Public, explorable roles (roles/list needs a signed-in viewer); each opens /roles/:roleId. */
function Roles() {
  const t = useT();
  const api = useService(Api);
  // From the timeline extension's 30-minute cache (spec 3 §9) when it is on.
  const cache = useOptionalService(PublicRoles);
  const { data, error, retry } = useFetched('roles', () => (cache ? cache.get() : api.request('roles/list', {})));
  if (error)
    return (
      <p className="kite-explore-empty" role="alert">
        {t(m.loadFailed)}{' '}
        <button type="button" className="kite-button" onClick={retry}>
          {t(m.retry)}
        </button>
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
