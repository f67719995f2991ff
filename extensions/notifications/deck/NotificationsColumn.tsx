import { Loading, useT } from '@kite/sdk';
import type { DeckColumnProps } from '@kite/sdk';
import { NotificationItem } from '../NotificationItem';
import { useNotificationList } from '../useNotifications';
import { notificationMessages as m } from '../messages';
import '../notifications.css';

/** The notifications deck column: the live list, without the types in Misskey's `excludeTypes` field. */
export default function NotificationsColumn({ column }: DeckColumnProps) {
  const t = useT();
  const list = useNotificationList('all', null);
  const excluded = new Set(Array.isArray(column.excludeTypes) ? (column.excludeTypes as unknown[]) : []);
  if (list.error && !list.rows) {
    return (
      <div className="kite-result" role="alert">
        <p>{t(m.failed)}</p>
        <button type="button" className="kite-button" onClick={list.retry}>
          {t(m.retry)}
        </button>
      </div>
    );
  }
  if (list.rows === null) return <Loading />;
  const rows = list.rows.filter((r) => r.kind === 'notification' && !excluded.has(r.item.type));
  if (rows.length === 0) return <p className="kite-result">{t(m.empty)}</p>;
  return (
    <>
      <ol className="kite-notifs" aria-label={t(m.list)}>
        {rows.map((row) => (
          <li key={row.item.id}>{row.kind === 'notification' && <NotificationItem notification={row.item} />}</li>
        ))}
      </ol>
      {list.more && (
        <button type="button" className="kite-button" disabled={list.loadingMore} onClick={list.loadMore}>
          {t(m.loadMore)}
        </button>
      )}
    </>
  );
}
