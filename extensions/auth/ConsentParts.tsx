import type { entities } from 'misskey-js';
import { useT } from '@kite/sdk';
import { PermissionName } from '@kite/sdk/pageKit';
import { accountPagesMessages as m } from './accountPagesMessages';
import { DisplayName } from './DisplayName';

/**
 * What the three consent pages (MiAuth, the legacy `/auth/:token`, OAuth 2) show alike: the
 * permissions an app asks for, one line each in words (an unknown one by its name), and who is
 * signed in.
 */
export function PermissionList(props: { permissions: readonly string[] }) {
  return (
    <ul className="kite-auth-permissions">
      {props.permissions.map((p) => (
        <li key={p}>
          <PermissionName permission={p} />
        </li>
      ))}
    </ul>
  );
}

/** "Signed in as Alice". */
export function SignedInAs(props: { user: entities.MeDetailed | null }) {
  const t = useT();
  return (
    <p>
      {t(m.signedInAs)}{' '}
      <strong>
        <DisplayName user={props.user} fallback="" />
      </strong>
    </p>
  );
}
