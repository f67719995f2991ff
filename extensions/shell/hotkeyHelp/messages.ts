import { defineMessages } from '@kite/sdk';

export const hotkeyHelpMessages = defineMessages('hotkeys', {
  help: 'Show keyboard shortcuts',
  title: 'Keyboard shortcuts',
  close: 'Close',
});
