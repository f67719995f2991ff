import { isMessageKey } from '@kite/sdk/internal';
import type { ContributionRegistry, I18nService, MenuItem, MenuItemContribution, MenuLocation, MenuTargets, ViewerInfo } from '@kite/sdk';

/** The contributions at `location`, typed for it (the union narrows on `location`). */
function isAt<L extends MenuLocation>(c: { location: MenuLocation }, location: L): c is MenuItemContribution<L> {
  return c.location === location;
}

/** The contributions at `location`, typed for it, in menu order (see `placed`). */
export function contributionsAt<L extends MenuLocation>(all: readonly MenuItemContribution[], location: L): MenuItemContribution<L>[] {
  const at: MenuItemContribution<L>[] = [];
  for (const c of all) if (isAt(c, location)) at.push(c);
  return placed(at);
}

/**
 * Contribution order, except that an item naming `after` follows that item (behind those already
 * placed after it), so an extension can put its item into another's menu where it belongs. An
 * item whose `after` names no item here (or a cycle) keeps its contribution order, at the end.
 */
function placed<T extends { id: string; after?: string }>(items: readonly T[]): T[] {
  const ids = new Set(items.map((c) => c.id));
  const anchored = (c: T) => c.after !== undefined && c.after !== c.id && ids.has(c.after);
  const out = items.filter((c) => !anchored(c));
  let rest = items.filter(anchored);
  while (rest.length) {
    const left = rest.filter((c) => {
      let at = out.findIndex((o) => o.id === c.after);
      if (at < 0) return true;
      while (out[at + 1]?.after === c.after) at++;
      out.splice(at + 1, 0, c);
      return false;
    });
    if (left.length === rest.length) return [...out, ...left];
    rest = left;
  }
  return out;
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
    .filter(
      (c) =>
        (d.who.signedIn || c.visitor === true) &&
        (c.endpoint === undefined || d.who.endpoints?.has(c.endpoint) === true) &&
        (c.show ? c.show(target, d.who) : true),
    )
    .map((c) => ({
      text: isMessageKey(c.text) ? d.i18n.t(c.text) : c.text,
      icon: c.icon,
      danger: c.danger,
      action: () => c.action(target),
    }));
}
