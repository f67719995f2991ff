import { defineMessages } from '@kite/sdk';

/** Texts of the control panel's frame and menu. */
export const panelMessages = defineMessages('adminPanel', {
  controlPanel: 'Control panel',
  groupAdministration: 'Administration',
  groupSettings: 'Settings',
  users: 'Users',
  invites: 'Invitations',
  abuses: 'Reports',
  roles: 'Roles',
  announcements: 'Announcements',
  search: 'Search the control panel',
  searchPlaceholder: 'Page name',
  noResults: 'No page matches “{q}”',
  back: 'Back to the control panel',
  menu: 'Control panel pages',
});
