import { defineMessages } from '@kite/sdk';

/** The navbar entries' titles: kept apart so the first load carries only these texts. */
export const navMessages = defineMessages('notifications.nav', {
  notifications: 'Notifications',
  announcements: 'Announcements',
});
