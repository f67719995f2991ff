import type { ComponentType } from 'react';
import type { MessageKey, RouteProps } from '@kite/sdk';
import PreferencesPage from './PreferencesPage';
import ProfilesPage from './ProfilesPage';
import NavbarPage from './NavbarPage';
import ProfilePage from './ProfilePage';
import PrivacyPage from './PrivacyPage';
import MuteBlockPage from './MuteBlockPage';
import NotificationsPage from '../account/NotificationsPage';
import EmailPage from '../account/EmailPage';
import SecurityPage from '../account/SecurityPage';
import OtherPage from '../account/OtherPage';

/**
 * The settings extension's pages as one lazy chunk (one loader in index.ts instead of one per
 * page), by their path under /settings: index.ts names each page once, by its path.
 */
const pages: Readonly<Record<string, ComponentType<RouteProps>>> = {
  preferences: PreferencesPage,
  profiles: ProfilesPage,
  navbar: NavbarPage,
  profile: ProfilePage,
  privacy: PrivacyPage,
  'mute-block': MuteBlockPage,
  notifications: NotificationsPage,
  email: EmailPage,
  security: SecurityPage,
  other: OtherPage,
};

export function pageAt(path: string): { default: ComponentType<RouteProps> } {
  const page = pages[path];
  if (!page) throw new Error(`no settings page at ${path}`);
  return { default: page };
}
import { keywords as own } from '../keywords';
import { accountKeywords } from '../account/keywords';
export const keywords: Readonly<Record<string, readonly MessageKey[]>> = { ...own, ...accountKeywords };
