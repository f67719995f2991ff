import { memo, Suspense } from 'react';
import type { entities } from 'misskey-js';
import { LazyView, useContributions, useT } from '@kite/sdk';
import { notificationMessages as m } from './messages';

type Props = { notification: entities.Notification };

/**
 * One notification, drawn by the `notificationRenderers` contribution of its type (the
 * last one contributed wins, so an extension can replace how a type looks). Memoised: a
 * notification arriving live re-renders itself, not every row below it.
 */
export const NotificationItem = memo(function NotificationItem({ notification }: Props) {
  const t = useT();
  const renderers = useContributions('notificationRenderers');
  const renderer = renderers.filter((r) => r.type === notification.type).at(-1);
  if (!renderer) return <p className="kite-notif kite-notif-text">{t(m.unknownType, { type: notification.type })}</p>;
  return (
    <Suspense fallback={<div className="kite-notif kite-notif-pending" aria-busy="true" />}>
      <LazyView component={renderer.component} props={{ notification }} />
    </Suspense>
  );
});
