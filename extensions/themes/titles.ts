import { defineMessages } from '@kite/sdk';

/** Page titles the settings menu needs in the first load; the other texts are in messages.ts. */
export const themeTitles = defineMessages('themes', {
  theme: 'Theme',
  install: 'Install a theme',
  manage: 'Manage themes',
});
