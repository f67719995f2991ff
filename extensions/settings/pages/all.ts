/** The settings extension's pages as one lazy chunk (one loader in index.ts instead of one per page). */
export { default as PreferencesPage } from './PreferencesPage';
export { default as ProfilesPage } from './ProfilesPage';
export { default as NavbarPage } from './NavbarPage';
export { default as ProfilePage } from './ProfilePage';
export { default as PrivacyPage } from './PrivacyPage';
export { default as MuteBlockPage } from './MuteBlockPage';
export { keywords } from '../keywords';
