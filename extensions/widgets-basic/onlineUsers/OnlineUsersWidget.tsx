import { Api, I18n, useService, useT } from '@kite/sdk';
import { useFetch } from '../shared/useFetch';
import { FetchState } from '../shared/FetchState';
import { widgetsBasicMessages as m } from '../messages';
import '../widgets.css';

/** The online users widget: how many people are online on the server, every 10 seconds like Misskey. */
export default function OnlineUsersWidget() {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const fetched = useFetch(() => api.get('get-online-users-count'), 'online', 10_000);
  return (
    <FetchState fetched={fetched}>
      {(d) => (
        <p className="kite-wonline" data-testid="online-count">
          <span className="kite-wonline-dot" aria-hidden />
          {t(m.online, { count: i18n.formatNumber(d.count) })}
        </p>
      )}
    </FetchState>
  );
}
