import type { entities } from 'misskey-js';
import { Link, acctOf, plainName } from '@kite/sdk';
import { Img } from './Img';

/** Avatars linking to the users' profiles (with the user preview on hover). */
export function UserGrid(props: { users: readonly entities.UserLite[] }) {
  return (
    <ul className="kite-wusers">
      {props.users.map((u) => {
        const acct = acctOf(u);
        return (
          <li key={u.id}>
            <Link to={`/${acct}`} userPreview={u.id} aria-label={plainName(u)} title={acct}>
              <Img src={u.avatarUrl} alt="" width={40} height={40} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
