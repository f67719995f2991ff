import type { MessageKey } from '@kite/sdk';
/** The settings extension's pages as one lazy chunk (one loader in index.ts instead of one per page). */
export { default as PreferencesPage } from './PreferencesPage';
export { default as ProfilesPage } from './ProfilesPage';
export { default as NavbarPage } from './NavbarPage';
export { default as ProfilePage } from './ProfilePage';
export { default as PrivacyPage } from './PrivacyPage';
export { default as MuteBlockPage } from './MuteBlockPage';
export { default as NotificationsPage } from '../account/NotificationsPage';
export { default as EmailPage } from '../account/EmailPage';
export { default as SecurityPage } from '../account/SecurityPage';
export { default as OtherPage } from '../account/OtherPage';
import { keywords as own } from '../keywords';
import { accountKeywords } from '../account/keywords';
export const keywords: Readonly<Record<string, readonly MessageKey[]>> = { ...own, ...accountKeywords };
