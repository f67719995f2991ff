import type { entities } from 'misskey-js';
import type { I18nService, StreamService, ToastService } from '@kite/sdk';
import { summarize } from './summary';

/**
 * Realtime notifications (spec 1 §4, spec 3 §7): each notification on the main channel
 * shows a toast; when the page is hidden and the browser allows it, a browser notification
 * too. (The kernel's main channel sends `readNotification` for those arriving on a visible page.)
 */
export function connectLiveNotifications(deps: {
  stream: StreamService;
  toasts: ToastService | null;
  i18n: I18nService;
  onNotificationsPage: () => boolean;
}): () => void {
  const main = deps.stream.useChannel('main');
  main.on('notification', (n: entities.Notification) => {
    const s = summarize(n, (k, p) => deps.i18n.t(k, p));
    const visible = document.visibilityState === 'visible';
    // The notifications page shows it in its list already.
    if (deps.toasts && !deps.onNotificationsPage())
      deps.toasts.show(s.body ? `${s.title} — ${s.body.slice(0, 80)}` : s.title, { icon: 'bell' });
    if (!visible && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
      try {
        new Notification(s.title, { body: s.body, icon: s.icon ?? undefined, tag: n.id });
      } catch {
        // Some browsers (Android Chrome) allow notifications only from a service worker.
      }
    }
  });
  return () => main.dispose();
}
