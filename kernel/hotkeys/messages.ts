import { defineMessages } from '@kite/sdk';

export const hotkeyMessages = defineMessages('hotkeys', {
  toggleDark: 'Toggle dark mode',
});
