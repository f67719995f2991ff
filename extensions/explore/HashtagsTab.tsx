import type { entities } from 'misskey-js';
import { Api, Link, Loading, useService, useT } from '@kite/sdk';
import { Button, useLoad } from '@kite/sdk/kit';
import { exploreMessages as m } from './messages';

/** Hashtags in many people's profiles, by where those people are; each opens /user-tags/:tag. */
function PopularTags({ origin }: { origin: 'local' | 'remote' }) {
  const t = useT();
  const api = useService(Api);
  const { data } = useLoad(`popular:${origin}`, () =>
    api.request(
      'hashtags/list',
      origin === 'local'
        ? { sort: '+attachedLocalUsers', attachedToLocalUserOnly: true, limit: 30 }
        : { sort: '+attachedRemoteUsers', attachedToRemoteUserOnly: true, limit: 30 },
    ),
  );
  const title = t(origin === 'local' ? m.popularLocal : m.popularRemote);
  if (data && data.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="kite-explore-h2">{title}</h2>
      {data ? (
        <ul className="kite-explore-tags">
          {data.map((h: entities.Hashtag) => (
            <li key={h.tag}>
              <Link to={`/user-tags/${encodeURIComponent(h.tag)}`}>#{h.tag}</Link>
            </li>
          ))}
        </ul>
      ) : (
        <Loading inline />
      )}
    </section>
  );
}

/** Trending hashtags (hashtags/trend) linking to their notes, then the popular profile tags. */
export function HashtagsTab() {
  const t = useT();
  const api = useService(Api);
  const trend = useLoad('trend', () => api.request('hashtags/trend', {}));
  return (
    <div className="kite-explore-hashtags">
      <section aria-label={t(m.trending)}>
        <h2 className="kite-explore-h2">{t(m.trending)}</h2>
        {trend.error ? (
          <p className="kite-explore-empty" role="alert">
            {t(m.loadFailed)} <Button onClick={trend.reload}>{t(m.retry)}</Button>
          </p>
        ) : !trend.data ? (
          <Loading inline />
        ) : trend.data.length === 0 ? (
          <p className="kite-explore-empty">{t(m.noHashtags)}</p>
        ) : (
          <ol className="kite-explore-trend">
            {trend.data.map((h) => (
              <li key={h.tag}>
                <Link to={`/tags/${encodeURIComponent(h.tag)}`}>#{h.tag}</Link>
                <span className="kite-explore-count">{t(m.trendingUsers, { n: h.usersCount })}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <PopularTags origin="local" />
      <PopularTags origin="remote" />
    </div>
  );
}
