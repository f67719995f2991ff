import { defineMessages } from '@kite/sdk';

export const hotkeyMessages = defineMessages('hotkeys', {
  toggleDark: 'Toggle dark mode',
  safeModeCommand: 'Reload in safe mode',
  palette: 'Command palette',
  keysTitle: 'Keyboard shortcuts',
});
