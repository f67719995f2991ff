import { Link, MyAntennas, Navigation, ResultScreen, useService, useT } from '@kite/sdk';
import { Deferred, PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { antennaMessages as m } from './messages';
import './antennas.css';

/** /my/antennas: the user's antennas, each opening its editor; unread ones are marked. */
export default function AntennasPage(_props: RouteProps) {
  const t = useT();
  const nav = useService(Navigation);
  const cache = useService(MyAntennas);
  return (
    <div className="kite-antennas-page">
      <PageHeader
        title={t(m.title)}
        icon="antenna"
        actions={[{ text: t(m.create), icon: 'plus', onClick: () => nav.push('/my/antennas/create') }]}
      />
      <Deferred load={() => cache.get()} errorText={t(m.failed)}>
        {(list) =>
          list.length === 0 ? (
            <ResultScreen kind="empty" title={t(m.noAntennas)} />
          ) : (
            <ul className="kite-antennas" aria-label={t(m.title)}>
              {list.map((a) => (
                <li key={a.id}>
                  <Link to={`/my/antennas/${a.id}`}>{a.name}</Link>
                  {a.hasUnreadNote && <span className="kite-antennas-unread">{t(m.unread)}</span>}
                  <Link to={`/timeline/antenna/${a.id}`} className="kite-antennas-tl">
                    {t(m.timeline)}
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Deferred>
      <Link to="/my/antennas/create" className="kite-button kite-button-primary kite-antennas-create">
        {t(m.create)}
      </Link>
    </div>
  );
}
