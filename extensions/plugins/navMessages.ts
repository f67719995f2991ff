import { defineMessages } from '@kite/sdk';

/** The one text index.ts needs (the settings entry); the pages' texts load with them. */
export const pluginNavMessages = defineMessages('pluginsNav', { plugins: 'Plugins', install: 'Install a plugin' });
