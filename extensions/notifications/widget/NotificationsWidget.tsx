import { Link, Loading, useT } from '@kite/sdk';
import type { WidgetProps } from '@kite/sdk';
import { NotificationItem } from '../NotificationItem';
import { useNotificationList } from '../useNotifications';
import { notificationMessages as m } from '../messages';
import { widgetMessages as w } from './messages';
import '../notifications.css';
import './widget.css';

/**
 * The notifications widget (spec 1 §2.8, in the default column): the latest notifications,
 * grouped like the page, arriving live, in a box of the set height; the rest on the page.
 * Unlike the page it leaves them unread (Misskey's widget marks all read as soon as the
 * column shows, on every page, so the unread indicator could never be seen on wide screens).
 */
export default function NotificationsWidget(props: WidgetProps) {
  const t = useT();
  // A box of a few hundred pixels: the first page's 15 are kept as new ones arrive.
  const list = useNotificationList('all', null, { markAsRead: false, keep: 15 });
  const height = Number(props.settings['height']) || 300;
  return (
    <div className="kite-wnotifs" style={{ maxHeight: height }}>
      {list.error && !list.rows ? (
        <div className="kite-wnotifs-empty" role="alert">
          <p>{t(m.failed)}</p>
          <button type="button" className="kite-button" onClick={list.retry}>
            {t(w.retry)}
          </button>
        </div>
      ) : list.rows === null ? (
        <Loading />
      ) : list.rows.length === 0 ? (
        <p className="kite-wnotifs-empty">{t(m.empty)}</p>
      ) : (
        <ol className="kite-notifs" aria-label={t(m.list)}>
          {list.rows.map(
            (row) =>
              row.kind === 'notification' && (
                <li key={row.item.id}>
                  <NotificationItem notification={row.item} />
                </li>
              ),
          )}
        </ol>
      )}
      <Link to="/my/notifications" className="kite-wnotifs-all">
        {t(w.seeAll)}
      </Link>
    </div>
  );
}
