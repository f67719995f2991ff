import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import type { entities } from 'misskey-js';
import { useContributions, useT } from '@kite/sdk';
import type { LazyComponent } from '@kite/sdk';
import { notificationMessages as m } from './messages';

type Props = { notification: entities.Notification };
const resolved = new WeakMap<object, ComponentType<Props>>();

/** A renderer contribution as a component; a loader becomes one React.lazy, made once. */
function resolve(c: LazyComponent<Props>): ComponentType<Props> {
  if (typeof c === 'function') return c;
  let hit = resolved.get(c);
  if (!hit) {
    hit = lazy(c.lazy);
    resolved.set(c, hit);
  }
  return hit;
}

/**
 * One notification, drawn by the `notificationRenderers` contribution of its type (the
 * last one contributed wins, so an extension can replace how a type looks).
 */
export function NotificationItem({ notification }: Props) {
  const t = useT();
  const renderers = useContributions('notificationRenderers');
  const renderer = renderers.filter((r) => r.type === notification.type).at(-1);
  if (!renderer) return <p className="kite-notif kite-notif-text">{t(m.unknownType, { type: notification.type })}</p>;
  const View = resolve(renderer.component);
  return (
    <Suspense fallback={<div className="kite-notif kite-notif-pending" aria-busy="true" />}>
      <View notification={notification} />
    </Suspense>
  );
}
