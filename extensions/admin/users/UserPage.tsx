import { Api, Link, Loading, ResultScreen, UserName, isApiError, safeHttpUrl, useService, useT, acctOf } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { useLoad } from '@kite/sdk/kit';
import type { RouteProps } from '@kite/sdk';
import { fetchUser } from '../fetchUser';
import { profilePath } from '../format';
import { UserFacts } from './UserFacts';
import { UserModeration } from './UserModeration';
import { UserRoles } from './UserRoles';
import { usersMessages as m } from './messages';

/** /admin/user/:userId — one account for staff: overview, roles, moderation actions and the raw answers. */
export default function UserPage(props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const userId = props.params.userId ?? '';
  const loaded = useLoad(userId, async () => {
    const [user, info] = await Promise.all([fetchUser(api, userId), api.request('admin/show-user', { userId })]);
    return { user, info };
  });
  if (loaded.error && !loaded.data) {
    const missing = isApiError(loaded.error) && loaded.error.code === 'NO_SUCH_USER';
    return <ResultScreen kind={missing ? 'notFound' : 'error'} onRetry={missing ? undefined : loaded.reload} />;
  }
  if (!loaded.data) return <Loading />;
  const { user, info } = loaded.data;
  const avatar = user.avatarUrl ? safeHttpUrl(user.avatarUrl, globalThis.location?.origin ?? 'http://localhost')?.href : undefined;
  return (
    <article className="kite-admin-user">
      <PageHeader title={acctOf(user)} subtitle={t(m.moderation)} icon="user" />
      <section className="kite-admin-section" aria-label={t(m.overview)}>
        <h2>{t(m.overview)}</h2>
        <div className="kite-admin-row">
          {avatar && <img src={avatar} alt="" width={56} height={56} className="kite-admin-avatar" />}
          <span className="kite-admin-row-main">
            <UserName user={user} />
            <Link to={profilePath(user)}>{t(m.profile)}</Link>
          </span>
        </div>
        <UserFacts user={user} info={info} />
      </section>
      <UserRoles user={user} info={info} onChange={loaded.reload} />
      <UserModeration user={user} info={info} onChange={loaded.reload} />
      <section className="kite-admin-section" aria-label={t(m.raw)}>
        <h2>{t(m.raw)}</h2>
        <details>
          <summary>users/show</summary>
          <pre className="kite-admin-raw">{JSON.stringify(user, null, 2)}</pre>
        </details>
        <details>
          <summary>admin/show-user</summary>
          <pre className="kite-admin-raw">{JSON.stringify(info, null, 2)}</pre>
        </details>
      </section>
    </article>
  );
}
