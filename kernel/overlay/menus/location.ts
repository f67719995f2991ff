import { isMessageKey } from '@kite/sdk';
import type { ContributionRegistry, I18nService, MenuItem, MenuItemContribution, MenuLocation, MenuTargets, ViewerInfo } from '@kite/sdk';

/** The contributions at `location`, typed for it (the union narrows on `location`). */
function isAt<L extends MenuLocation>(c: { location: MenuLocation }, location: L): c is MenuItemContribution<L> {
  return c.location === location;
}

/** The contributions at `location`, typed for it. */
export function contributionsAt<L extends MenuLocation>(all: readonly MenuItemContribution[], location: L): MenuItemContribution<L>[] {
  const at: MenuItemContribution<L>[] = [];
  for (const c of all) if (isAt(c, location)) at.push(c);
  return at;
}

/**
 * A location's menu for `target` and this viewer: signed-in viewers see every item,
 * visitors only the `visitor` ones; then each item's own `show`. Texts are translated.
 */
export function locationItems<L extends MenuLocation>(
  d: { registry: ContributionRegistry; i18n: I18nService; who: ViewerInfo },
  location: L,
  target: MenuTargets[L],
): MenuItem[] {
  return contributionsAt(d.registry.list('menuItems'), location)
    .filter((c) => (d.who.signedIn || c.visitor === true) && (c.show ? c.show(target, d.who) : true))
    .map((c) => ({
      text: isMessageKey(c.text) ? d.i18n.t(c.text) : c.text,
      icon: c.icon,
      danger: c.danger,
      action: () => c.action(target),
    }));
}
