import { Api, Link, useService, useT } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Sparkline } from '../shared/Sparkline';
import { Img } from '../shared/Img';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The federation widget: the 5 servers heard from most recently, each with its last 16 hours of requests, every 15 s like Misskey. */
export default function FederationWidget() {
  const t = useT();
  const api = useService(Api);
  const fetched = useFetch(
    async () => {
      const instances = await api.request('federation/instances', { sort: '+latestRequestReceivedAt', limit: 5 });
      const charts = await Promise.all(instances.map((i) => api.get('charts/instance', { host: i.host, limit: 16, span: 'hour' })));
      return instances.map((i, n) => ({ i, chart: [...(charts[n]?.requests.received ?? [])].reverse() }));
    },
    'federation',
    15_000,
  );
  return (
    <FetchState fetched={fetched}>
      {(rows) =>
        rows.length === 0 ? (
          <p className="kite-w-empty">{t(m.nothing)}</p>
        ) : (
          <ul className="kite-wlist">
            {rows.map(({ i, chart }) => (
              <li key={i.id}>
                <Img src={i.iconUrl ?? i.faviconUrl} alt="" className="kite-wlist-icon" width={24} height={24} />
                <span className="kite-wlist-main">
                  <Link to={`/instance-info/${encodeURIComponent(i.host)}`}>{i.name ?? i.host}</Link>
                  <small>
                    {i.softwareName ?? ''} {i.softwareVersion ?? ''}
                  </small>
                </span>
                <Sparkline values={chart} />
              </li>
            ))}
          </ul>
        )
      }
    </FetchState>
  );
}
