import { Api, I18n, Link, useService, useT } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Sparkline } from '../shared/Sparkline';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The trending widget: hashtags used by the most people lately, with their charts, every minute like Misskey. */
export default function TrendsWidget() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const fetched = useFetch(() => api.get('hashtags/trend'), 'trend', 60_000);
  return (
    <FetchState fetched={fetched}>
      {(tags) =>
        tags.length === 0 ? (
          <p className="kite-w-empty">{t(m.nothing)}</p>
        ) : (
          <ul className="kite-wlist">
            {tags.map((tag) => (
              <li key={tag.tag}>
                <span className="kite-wlist-main">
                  <Link to={`/tags/${encodeURIComponent(tag.tag)}`}>#{tag.tag}</Link>
                  <small>{t(m.usersCount, { count: i18n.formatNumber(tag.usersCount) })}</small>
                </span>
                <Sparkline values={tag.chart} />
              </li>
            ))}
          </ul>
        )
      }
    </FetchState>
  );
}
