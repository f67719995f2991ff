import { defineMessages } from '@kite/sdk';

export const hotkeyMessages = defineMessages('hotkeys', {
  toggleDark: 'Toggle dark mode',
  safeMode: 'Five times in a row: reload in safe mode',
});
