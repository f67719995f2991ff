import { Api, Link, useService, useT } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { Img } from '../shared/Img';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The server cloud widget: icons of the 25 servers heard from most recently, larger the more users they have. */
export default function InstanceCloudWidget() {
  const t = useT();
  const api = useService(Api);
  const fetched = useFetch(() => api.request('federation/instances', { sort: '+latestRequestReceivedAt', limit: 25 }), 'cloud');
  return (
    <FetchState fetched={fetched}>
      {(list) => {
        if (list.length === 0) return <p className="kite-w-empty">{t(m.nothing)}</p>;
        const max = Math.max(1, ...list.map((i) => i.usersCount));
        return (
          <ul className="kite-wcloud">
            {list.map((i) => {
              const size = Math.round(20 + (i.usersCount / max) * 28);
              return (
                <li key={i.id}>
                  <Link to={`/instance-info/${encodeURIComponent(i.host)}`} title={i.name ?? i.host} aria-label={i.name ?? i.host}>
                    <Img src={i.iconUrl ?? i.faviconUrl} alt="" width={size} height={size} />
                    {!(i.iconUrl ?? i.faviconUrl) && <span>{i.host}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        );
      }}
    </FetchState>
  );
}
