import { defineMessages } from '@kite/sdk';

export const hotkeyMessages = defineMessages('hotkeys', {
  toggleDark: 'Toggle dark mode',
  help: 'Show keyboard shortcuts',
  safeMode: 'Five times in a row: reload in safe mode',
  title: 'Keyboard shortcuts',
  close: 'Close',
});
