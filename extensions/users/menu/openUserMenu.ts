import type { entities } from 'misskey-js';
import type { ContributionRegistry, I18nService, MenuItem, MenuService, ViewerInfo } from '@kite/sdk';

/**
 * Draws the `user` location's contributed items as a popup menu (until the kernel's menu
 * service draws location menus itself).
 */
export function openUserMenu(
  deps: { registry: ContributionRegistry; menus: MenuService; i18n: I18nService; who: ViewerInfo },
  user: entities.UserDetailed | entities.UserLite,
  anchor: HTMLElement | null,
): Promise<void> {
  const target = { user };
  const items: MenuItem[] = deps.registry
    .list('menuItems')
    .filter((c) => c.location === 'user')
    .filter((c) => !c.show || c.show(target, deps.who))
    .map((c) => ({ text: deps.i18n.t(c.text), icon: c.icon, danger: c.danger, action: () => c.action(target) }));
  return deps.menus.popup(items, anchor);
}
