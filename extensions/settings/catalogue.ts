import type { IconSpec, MessageKey, SettingsGroup } from '@kite/sdk';
import { settingsMessages as m } from './messages';

/**
 * The /settings pages of spec 1 §2.1, in menu order: the menu lists each one, and marks those
 * no extension has contributed yet as "not available yet".
 */
export interface CatalogueEntry {
  path: string;
  title: MessageKey;
  group: SettingsGroup;
  icon: IconSpec;
}

export const catalogue: readonly CatalogueEntry[] = [
  { path: 'profile', title: m.profile, group: 'basic', icon: 'user' },
  { path: 'avatar-decoration', title: m.avatarDecoration, group: 'basic', icon: 'star' },
  { path: 'privacy', title: m.privacy, group: 'basic', icon: 'lock' },
  { path: 'emoji-palette', title: m.emojiPalette, group: 'basic', icon: 'smile' },
  { path: 'drive', title: m.drive, group: 'basic', icon: 'cloud' },
  { path: 'notifications', title: m.notifications, group: 'basic', icon: 'bell' },
  { path: 'email', title: m.email, group: 'basic', icon: 'mail' },
  { path: 'security', title: m.security, group: 'basic', icon: 'shield' },
  { path: 'preferences', title: m.preferences, group: 'client', icon: 'settings' },
  { path: 'theme', title: m.theme, group: 'client', icon: 'palette' },
  { path: 'navbar', title: m.navbar, group: 'client', icon: 'navbar' },
  { path: 'statusbar', title: m.statusbar, group: 'client', icon: 'list' },
  { path: 'sounds', title: m.sounds, group: 'client', icon: 'bell' },
  { path: 'plugin', title: m.plugin, group: 'client', icon: 'puzzle' },
  { path: 'deck', title: m.deck, group: 'client', icon: 'columns' },
  { path: 'custom-css', title: m.customCss, group: 'client', icon: 'code' },
  { path: 'profiles', title: m.profiles, group: 'client', icon: 'folder' },
  { path: 'account-data', title: m.accountData, group: 'account', icon: 'folder' },
  { path: 'mute-block', title: m.muteBlock, group: 'account', icon: 'eyeOff' },
  { path: 'connect', title: m.connect, group: 'account', icon: 'key' },
  { path: 'apps', title: m.apps, group: 'account', icon: 'window' },
  { path: 'webhook', title: m.webhook, group: 'account', icon: 'link' },
  { path: 'accounts', title: m.accounts, group: 'account', icon: 'users' },
  { path: 'other', title: m.other, group: 'other', icon: 'dots' },
];
