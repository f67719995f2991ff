import { useCallback, useState, useSyncExternalStore } from 'react';
import { claimZIndex, Icon, usePreference } from '@kite/sdk';
import type { KernelToasts } from './service';

/** Toasts in the corner and along the axis the preferences name (spec 1 §2.7). */
export function ToastRegion(props: { toasts: KernelToasts }) {
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
