import { defineMessages } from '@kite/sdk';

/** The navbar entry's title: kept apart so the first load carries only this one text. */
export const navMessages = defineMessages('notifications.nav', {
  notifications: 'Notifications',
});
