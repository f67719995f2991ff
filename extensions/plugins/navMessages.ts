import { defineMessages } from '@kite/sdk';

/** The texts index.ts needs (the settings entry, the widgets' names); the pages' texts load with them. */
export const pluginNavMessages = defineMessages('pluginsNav', {
  plugins: 'Plugins',
  install: 'Install a plugin',
  aiscript: 'AiScript console',
  button: 'Button',
  aiscriptApp: 'AiScript App',
});
