import type { entities } from 'misskey-js';
import { Link, UserName, safeHttpUrl, usePreference, useT, acctOf } from '@kite/sdk';
import { exploreMessages as m } from './messages';

/** A user in a discovery list: avatar, name and acct linking to the profile, counts. */
export function UserCard({ user }: { user: entities.UserDetailed }) {
  const t = useT();
  const dataSaver = usePreference('dataSaverAvatar');
  const src = safeHttpUrl(user.avatarUrl ?? '')?.href;
  const acct = acctOf(user);
  return (
    <li className="kite-explore-user">
      <span className="kite-explore-avatar" aria-hidden="true">
        {src && !dataSaver ? <img src={src} alt="" decoding="async" loading="lazy" /> : null}
      </span>
      <div className="kite-explore-user-names">
        <Link to={`/${acct}`} userPreview={user.id} className="kite-explore-user-name">
          <UserName user={user} />
        </Link>
        <span className="kite-explore-user-acct">{acct}</span>
        <span className="kite-explore-user-counts">
          {t(m.followers, { n: user.followersCount })} · {t(m.notesCount, { n: user.notesCount })}
        </span>
      </div>
    </li>
  );
}
