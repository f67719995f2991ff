import { useCallback, useState, useSyncExternalStore } from 'react';
import { claimZIndex, Icon, usePreference } from '@kite/sdk';
import type { Disposable, OverlayHost } from '@kite/sdk';
import type { ToastList } from './service';

/** Toasts in the corner and along the axis the preferences name (spec 1 §2.7). */
export function ToastRegion(props: { toasts: ToastList }) {
  const { toasts } = props;
  const position = usePreference('notificationPosition');
  const axis = usePreference('notificationStackAxis');
  const [z] = useState(() => claimZIndex('high'));
  const subscribe = useCallback((fn: () => void) => toasts.subscribe(fn), [toasts]);
  const list = useSyncExternalStore(subscribe, () => toasts.list());
  return (
    <div
      className={`kite-toasts kite-toasts-${position} kite-toasts-${axis}`}
      style={{ zIndex: z }}
      role="status"
      aria-live="polite"
      data-testid="toasts"
    >
      {list.map((e) => (
        <div key={e.id} className="kite-toast" data-toast-id={e.id}>
          {e.icon && <Icon icon={e.icon} />}
          <span>{e.message}</span>
        </div>
      ))}
    </div>
  );
}

/** Keeps the region on the overlay stack until disposed. */
export function mountToastRegion(stack: OverlayHost, toasts: ToastList): Disposable {
  return stack.mount(function ToastEntry() {
    return <ToastRegion toasts={toasts} />;
  });
}
