import { defineMessages } from '@kite/sdk';

/** The menu titles of the server-settings pages (small: the control panel's menu imports them). */
export const metaTitles = defineMessages('adminMeta', {
  settings: 'General',
  branding: 'Branding',
  moderation: 'Moderation',
  emailSettings: 'Email server',
  objectStorage: 'Object storage',
  security: 'Security',
  externalServices: 'External services',
  performance: 'Performance',
});
