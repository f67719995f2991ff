import type { IconName, MessageKey } from '@kite/sdk';
import { panelMessages as m } from './messages';

/** One page of the control panel's menu. */
export interface MenuEntry {
  /** Path under /admin. */
  path: string;
  title: MessageKey;
  icon: IconName;
}

/** A group of the menu, as Misskey groups its control panel. */
export interface MenuGroup {
  title: MessageKey;
  entries: readonly MenuEntry[];
}

/**
 * The pages built so far, in Misskey's order within its groups. A page that is not built is not
 * listed (it stays in coming-soon's notBuiltYet.ts) — the menu never leads to "not available yet".
 */
export const menuGroups: readonly MenuGroup[] = [
  {
    title: m.groupAdministration,
    entries: [
      { path: 'users', title: m.users, icon: 'users' },
      { path: 'invites', title: m.invites, icon: 'userPlus' },
      { path: 'abuses', title: m.abuses, icon: 'alert' },
      { path: 'roles', title: m.roles, icon: 'medal' },
    ],
  },
];

/** The entries whose title contains `needle` (any case); every entry for an empty needle. */
export function searchMenu(needle: string, title: (k: MessageKey) => string): MenuEntry[] {
  const q = needle.trim().toLowerCase();
  const all = menuGroups.flatMap((g) => g.entries);
  return q ? all.filter((e) => title(e.title).toLowerCase().includes(q)) : all;
}

/** The menu entry a path under /admin belongs to (`roles/x/edit` → roles), for the menu's highlight. */
export function entryOf(subPath: string): MenuEntry | undefined {
  const first = subPath.split('/')[0] === 'user' ? 'users' : subPath.split('/')[0];
  return menuGroups.flatMap((g) => g.entries).find((e) => e.path === first);
}
