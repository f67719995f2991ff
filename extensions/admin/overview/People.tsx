import { Api, I18n, Link, UserName, acctOf, safeHttpUrl, useService, useT } from '@kite/sdk';
import { useLoad } from '@kite/sdk/kit';
import { LoadError } from './LoadError';
import { overviewMessages as m } from './messages';

const origin = () => globalThis.location?.origin ?? 'http://localhost';

/** The administrators and moderators, most recently active first, each linked to their moderation page. */
export function Moderators() {
  const t = useT();
  const api = useService(Api);
  const data = useLoad('moderators', () =>
    api.request('admin/show-users', { state: 'adminOrModerator', origin: 'local', sort: '+lastActiveDate', limit: 10 }),
  );
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  return (
    <ul className="kite-admin-rows" aria-label={t(m.moderators)} aria-busy={data.loading}>
      {(data.data ?? []).map((u) => {
        const avatar = u.avatarUrl ? safeHttpUrl(u.avatarUrl, origin())?.href : undefined;
        return (
          <li key={u.id}>
            <Link to={`/admin/user/${u.id}`} className="kite-admin-row">
              {avatar && <img src={avatar} alt="" width={32} height={32} className="kite-admin-avatar" />}
              <span className="kite-admin-row-main">
                <UserName user={u} />
                <span className="kite-admin-muted">{acctOf(u)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The servers with the most follows either way, each linked to its page. */
export function TopInstances() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const data = useLoad('top', () => api.request('federation/instances', { sort: '+pubSub', limit: 6 }));
  if (data.error) return <LoadError error={data.error} retry={data.reload} />;
  if (data.data?.length === 0) return <p className="kite-admin-muted">{t(m.none)}</p>;
  return (
    <ul className="kite-admin-rows" aria-label={t(m.topInstances)} aria-busy={data.loading}>
      {(data.data ?? []).map((i) => (
        <li key={i.id}>
          <Link to={`/instance-info/${encodeURIComponent(i.host)}`} className="kite-admin-row">
            <span className="kite-admin-row-main">
              <span>{i.name ?? i.host}</span>
              <span className="kite-admin-muted">{i.host}</span>
            </span>
            <span className="kite-admin-muted">
              {t(m.follows, { following: i18n.formatNumber(i.followingCount), followers: i18n.formatNumber(i.followersCount) })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
