import type { MenuItem } from '../overlay';
import type { MessageKey, MessageParams } from '../i18n';
import type { PageWindowService, ToastService } from '../overlay';

/**
 * The popup menu every in-app link offers (spec 1 §2.4): open in window, show in page,
 * open in new tab, copy link. Items whose service is absent are left out.
 */
export function linkMenuItems(
  path: string,
  deps: {
    t: (key: MessageKey, params?: MessageParams) => string;
    windows: PageWindowService | null;
    toasts: ToastService | null;
    messages: Record<'openInWindow' | 'showInPage' | 'openInNewTab' | 'copyLink' | 'copied', MessageKey>;
  },
): MenuItem[] {
  const { t, windows, messages: m } = deps;
  const url = new URL(path, globalThis.location?.origin ?? 'http://localhost').href;
  const items: MenuItem[] = [];
  if (windows) {
    items.push({ text: t(m.openInWindow), icon: 'window', action: () => windows.open(path) });
    items.push({ text: t(m.showInPage), icon: 'maximize', action: () => windows.showInPage(path) });
  }
  items.push({ text: t(m.openInNewTab), icon: 'externalLink', action: () => void globalThis.open?.(url, '_blank', 'noopener') });
  items.push({
    text: t(m.copyLink),
    icon: 'link',
    action: async () => {
      await globalThis.navigator?.clipboard?.writeText(url);
      deps.toasts?.show(t(m.copied), { icon: 'check' });
    },
  });
  return items;
}
