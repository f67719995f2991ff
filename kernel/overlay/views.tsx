import { lazyView } from '@kite/sdk';

// The overlay layer's views (the dialogs' are in extensions/dialogs): none is needed to paint a page, so none is in the boot chunk.
export const MenuPanel = lazyView(() => import('./menus/MenuPanel').then((m) => m.MenuPanel));
export const TooltipView = lazyView(() => import('./popups/Tooltip').then((m) => m.TooltipView));
export const UserPreviewCard = lazyView(() => import('./popups/UserPreviewCard').then((m) => m.UserPreviewCard));

export function preloadOverlayUi(): Promise<unknown> {
  return Promise.all([MenuPanel, TooltipView, UserPreviewCard].map((v) => v.preload()));
}
