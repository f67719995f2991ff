import { useEffect, useState } from 'react';
import { Api, Link, UserName, safeHttpUrl, useService, useT } from '@kite/sdk';
import type { entities } from 'misskey-js';
import { adminMessages as m } from './messages';
import { profilePath } from './format';
import { fetchUser } from './fetchUser';

/** The uploader of a file, fetched with users/show, linked to their profile. */
export function Uploader({ userId }: { userId: string | null }) {
  const t = useT();
  const api = useService(Api);
  const [user, setUser] = useState<entities.UserDetailed | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    fetchUser(api, userId).then(
      (u) => live && setUser(u),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, userId]);
  const avatar = user?.avatarUrl ? safeHttpUrl(user.avatarUrl, globalThis.location?.origin ?? 'http://localhost')?.href : undefined;
  return (
    <section className="kite-admin-file-uploader" aria-label={t(m.uploader)}>
      <h2>{t(m.uploader)}</h2>
      {!userId && <p>{t(m.unknownUploader)}</p>}
      {user && (
        <Link to={profilePath(user)} className="kite-admin-file-user">
          {avatar && <img src={avatar} alt="" width={32} height={32} className="kite-admin-file-avatar" />}
          <span>
            <UserName user={user} />
          </span>
          <span className="kite-admin-mono">
            @{user.username}
            {user.host ? `@${user.host}` : ''}
          </span>
        </Link>
      )}
    </section>
  );
}
