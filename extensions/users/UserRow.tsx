import type { ReactNode } from 'react';
import type { entities } from 'misskey-js';
import { Link, UserName, safeHttpUrl, usePreference, useT, acctOf, plainName } from '@kite/sdk';
import { userMessages as m } from './messages';

/** A user's avatar linking to the profile, with the preview card on hover. */
export function Avatar({ user, size = 40 }: { user: entities.UserLite; size?: number }) {
  const t = useT();
  const dataSaver = usePreference('dataSaverAvatar');
  const src = safeHttpUrl(user.avatarUrl ?? '')?.href;
  return (
    <Link
      to={`/${acctOf(user)}`}
      userPreview={user.id}
      className="kite-users-avatar"
      style={{ width: size, height: size }}
      aria-label={t(m.avatarOf, { name: plainName(user) })}
    >
      {src && !dataSaver ? <img src={src} alt="" decoding="async" loading="lazy" /> : null}
    </Link>
  );
}

/** A user in a list: avatar, name (linking to the profile) and acct, then whatever the list adds. */
export function UserRow({ user, children }: { user: entities.UserLite; children?: ReactNode }) {
  return (
    <div className="kite-users-row">
      <Avatar user={user} />
      <div className="kite-users-row-names">
        <Link to={`/${acctOf(user)}`} className="kite-users-row-name">
          <UserName user={user} />
        </Link>
        <span className="kite-users-row-acct">{acctOf(user)}</span>
      </div>
      {children && <div className="kite-users-row-actions">{children}</div>}
    </div>
  );
}
