import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';

export type NavEntry = NavbarItemContribution | '-';

/**
 * One entry per id: an extension's entry replaces the kernel catalogue's entry of the
 * same id (a feature may bring its own indicator or action).
 */
export function dedupeById(
  items: readonly NavbarItemContribution[],
  isKernel: (i: NavbarItemContribution) => boolean,
): NavbarItemContribution[] {
  const byId = new Map<string, NavbarItemContribution>();
  for (const i of items) {
    const prev = byId.get(i.id);
    if (!prev || (isKernel(prev) && !isKernel(i))) byId.set(i.id, i);
  }
  return [...byId.values()];
}

/**
 * Spec 1 §2.6: the entries of the `menu` preference in its order (`-` a divider, no
 * leading, trailing or doubled dividers), hidden entries left out; `more` holds every
 * visible entry not placed in the bar.
 */
export function splitNavbar(
  items: readonly NavbarItemContribution[],
  menu: readonly string[],
  who: ViewerInfo,
): { placed: NavEntry[]; more: NavbarItemContribution[] } {
  const visible = items.filter((i) => i.show?.(who) ?? true);
  const byId = new Map(visible.map((i) => [i.id, i]));
  const placed: NavEntry[] = [];
  for (const id of menu) {
    if (id === '-') {
      if (placed.length && placed[placed.length - 1] !== '-') placed.push('-');
      continue;
    }
    const item = byId.get(id);
    if (item) {
      placed.push(item);
      byId.delete(id);
    }
  }
  while (placed[placed.length - 1] === '-') placed.pop();
  return { placed, more: [...byId.values()] };
}
