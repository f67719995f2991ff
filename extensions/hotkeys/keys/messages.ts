import { defineMessages } from '@kite/sdk';

export const keysMessages = defineMessages('hotkeys', {
  keysExplain: 'Choose the key of each shortcut. Keys do nothing while you type in a field.',
  change: 'Change the key of {action}',
  recording: 'Press a key… (Esc cancels)',
  reset: 'Reset {action}',
  resetAll: 'Reset all to defaults',
  conflict: '{key} is already the key of “{action}”. Choose another key, or change that one first.',
  reserved: '{key} is kept for safe mode and the “g then a letter” keys. Choose another key.',
  saved: '{action}: now {key}.',
  defaultKey: 'default: {key}',
});
