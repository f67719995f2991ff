// /announcements shares this page's chunk: one import site less in the always-loaded index.
export { default as AnnouncementsRoute } from './announcements/AnnouncementsRoute';
import { useState } from 'react';
import { Accounts, Api, Loading, Menus, ResultScreen, Toasts, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { MenuItem, PageAction, RouteProps } from '@kite/sdk';
import { Button, SingleNote } from '@kite/sdk/kit';
import { IconBellRinging, IconFilter } from '@tabler/icons-react';
import { NotificationItem } from './NotificationItem';
import { useNotificationList } from './useNotifications';
import type { Row, Tab } from './useNotifications';
import { filterableTypes } from './types';
import type { FilterType } from './types';
import { notificationMessages as m } from './messages';
import './notifications.css';

function typeTitle(t: (k: typeof m.title) => string, type: string): string {
  const key = type.replace(':grouped', '') as keyof typeof m;
  return key in m ? t(m[key]) : type;
}

/** A notification, or a mention or direct note in the mentions tabs (with the actions footer). */
function RowView({ row }: { row: Row }) {
  return row.kind === 'notification' ? <NotificationItem notification={row.item} /> : <SingleNote note={row.item} />;
}

/** Whether the browser can still be asked for notification permission. */
function canAskPermission(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'default';
}

/**
 * /my/notifications (spec 3 §2–§3): all notifications (grouped, filterable by type),
 * mentions and direct notes; mark all read; new ones arrive live; load more at the end.
 */
export default function NotificationsPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const menus = useService(Menus);
  const toasts = useOptionalService(Toasts);
  const accounts = useOptionalService(Accounts);
  const [tab, setTab] = useState<Tab>('all');
  const [filter, setFilter] = useState<FilterType | null>(null);
  const [ask, setAsk] = useState(canAskPermission);
  const list = useNotificationList(tab, filter);

  const openFilter = (anchor: HTMLElement) => {
    const items: MenuItem[] = [
      { type: 'radioOption', text: t(m.filterAll), active: filter === null, action: () => setFilter(null) },
      { type: 'divider' },
      ...filterableTypes.map((type): MenuItem => ({
        type: 'radioOption',
        text: typeTitle(t, type),
        active: filter === type,
        action: () => setFilter(type),
      })),
    ];
    void menus.popup(items, anchor);
  };
  const markAllRead = async () => {
    await api.requestWithUi('notifications/mark-all-as-read', {});
    await accounts?.refresh().catch(() => undefined);
    toasts?.show(t(m.markedAllRead), { icon: 'check' });
  };
  const actions: PageAction[] = [
    ...(tab === 'all' ? [{ text: t(m.filter), icon: IconFilter, onClick: openFilter, highlighted: filter !== null }] : []),
    { text: t(m.markAllRead), icon: 'check', onClick: () => void markAllRead() },
    ...(ask
      ? [
          {
            text: t(m.enableBrowser),
            icon: IconBellRinging,
            onClick: () => {
              void Notification.requestPermission().then((p) => {
                setAsk(false);
                if (p === 'denied') toasts?.show(t(m.browserDenied));
              });
            },
          },
        ]
      : []),
  ];
  const tabs = [
    { key: 'all', title: t(m.all), icon: 'bell' as const },
    { key: 'mentions', title: t(m.mentions), icon: 'at' as const },
    { key: 'directs', title: t(m.directs), icon: 'mail' as const },
  ];

  return (
    <div className="kite-notifs-page">
      <PageHeader title={t(m.title)} icon="bell" tabs={tabs} tab={tab} onTabChange={(k) => setTab(k as Tab)} actions={actions} />
      {tab === 'all' && filter && (
        <p className="kite-notifs-filter" role="status">
          {t(m.filterActive, { type: typeTitle(t, filter) })}
        </p>
      )}
      <div role="tabpanel" aria-label={tabs.find((x) => x.key === tab)?.title}>
        {list.error && !list.rows ? (
          <ResultScreen kind="error" title={t(m.failed)} onRetry={list.retry} />
        ) : list.rows === null ? (
          <Loading />
        ) : list.rows.length === 0 ? (
          <ResultScreen kind="empty" title={t(tab === 'all' ? m.empty : m.emptyMentions)} />
        ) : (
          <>
            <ol className="kite-notifs" aria-label={t(m.list)}>
              {list.rows.map((row) => (
                <li key={row.item.id}>
                  <RowView row={row} />
                </li>
              ))}
            </ol>
            {list.more && (
              <Button className="kite-notifs-more" disabled={list.loadingMore} onClick={list.loadMore}>
                {t(m.loadMore)}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
