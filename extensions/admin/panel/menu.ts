import type { IconName, MessageKey } from '@kite/sdk';
import { panelMessages as m } from './messages';
import { metaTitles as t } from '../meta/titles';

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
 * The control panel's pages, in Misskey's order within its groups.
 */
export const menuGroups: readonly MenuGroup[] = [
  {
    title: m.groupAdministration,
    entries: [
      { path: 'overview', title: m.overview, icon: 'dashboard' },
      { path: 'users', title: m.users, icon: 'users' },
      { path: 'invites', title: m.invites, icon: 'userPlus' },
      { path: 'roles', title: m.roles, icon: 'medal' },
      { path: 'emojis', title: m.emojis, icon: 'smile' },
      { path: 'emojis2', title: m.emojis2, icon: 'icons' },
      { path: 'avatar-decorations', title: m.avatarDecorations, icon: 'user' },
      { path: 'federation', title: m.federation, icon: 'world' },
      { path: 'federation-job-queue', title: m.federationJobQueue, icon: 'clock' },
      { path: 'job-queue', title: m.jobQueue, icon: 'clock' },
      { path: 'files', title: m.files, icon: 'cloud' },
      { path: 'announcements', title: m.announcements, icon: 'speakerphone' },
      { path: 'ads', title: m.ads, icon: 'photo' },
      { path: 'abuses', title: m.abuses, icon: 'alert' },
      { path: 'modlog', title: m.modlog, icon: 'list' },
    ],
  },
  {
    title: m.groupSettings,
    entries: [
      { path: 'settings', title: t.settings, icon: 'settings' },
      { path: 'branding', title: t.branding, icon: 'palette' },
      { path: 'moderation', title: t.moderation, icon: 'shield' },
      { path: 'email-settings', title: t.emailSettings, icon: 'mail' },
      { path: 'object-storage', title: t.objectStorage, icon: 'cloud' },
      { path: 'security', title: t.security, icon: 'lock' },
      { path: 'relays', title: m.relays, icon: 'world' },
      { path: 'external-services', title: t.externalServices, icon: 'link' },
      { path: 'system-webhook', title: m.systemWebhook, icon: 'send' },
      { path: 'performance', title: t.performance, icon: 'bolt' },
    ],
  },
  {
    title: m.groupInfo,
    entries: [{ path: 'database', title: m.database, icon: 'server' }],
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
