import { defineMessages } from '@kite/sdk';

/** Titles of this extension's settings pages (in the first load: the settings menu lists them). */
export const titles = defineMessages('accountTools', {
  accountData: 'Account data',
  connect: 'Access tokens',
  apps: 'Apps',
  webhook: 'Webhooks',
  avatarDecoration: 'Avatar decorations',
});
