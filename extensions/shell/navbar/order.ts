import type { NavbarItemContribution, ViewerInfo } from '@kite/sdk';

export type NavEntry = NavbarItemContribution | '-';

/** One entry per id (the first contributed wins): the `menu` preference names entries by id. */
export function dedupeById(items: readonly NavbarItemContribution[]): NavbarItemContribution[] {
  const byId = new Map<string, NavbarItemContribution>();
  for (const i of items) if (!byId.has(i.id)) byId.set(i.id, i);
  return [...byId.values()];
}

/** The visible entries of a fixed slot, in contribution order. */
export function slotEntries(
  items: readonly NavbarItemContribution[],
  slot: NonNullable<NavbarItemContribution['slot']>,
  who: ViewerInfo,
): NavbarItemContribution[] {
  return items.filter((i) => i.slot === slot && (i.show?.(who) ?? true));
}

/**
 * Spec 1 §2.6: the catalogue entries of the `menu` preference in its order (`-` a divider,
 * no leading, trailing or doubled dividers), hidden entries left out; `more` holds every
 * visible catalogue entry not placed in the bar.
 */
export function splitNavbar(
  items: readonly NavbarItemContribution[],
  menu: readonly string[],
  who: ViewerInfo,
): { placed: NavEntry[]; more: NavbarItemContribution[] } {
  const visible = items.filter((i) => !i.slot && (i.show?.(who) ?? true));
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
