import { defineMessages } from '@kite/sdk';

/** Titles of the settings extension's own pages (in the first load: the menu needs them). */
export const settingsTitles = defineMessages('settings', {
  settings: 'Settings',
  profile: 'Profile',
  privacy: 'Privacy',
  preferences: 'Preferences',
  navbar: 'Navigation bar',
  profiles: 'Preference profiles',
  muteBlock: 'Mute and block',
  navbarSettings: 'Navbar settings',
  notifications: 'Notifications',
  email: 'Email',
  security: 'Security',
  other: 'Other',
});
