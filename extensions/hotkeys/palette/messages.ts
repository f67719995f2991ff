import { defineMessages } from '@kite/sdk';

export const paletteMessages = defineMessages('palette', {
  search: 'Type a command, page, setting, account, list…',
  results: 'Results',
  none: 'Nothing found',
  partial: 'Your lists, antennas and channels could not be loaded.',
  loading: 'Loading your lists, antennas and channels…',
  command: 'Command',
  page: 'Page',
  settings: 'Settings',
  account: 'Switch account',
  list: 'List',
  antenna: 'Antenna',
  channel: 'Channel',
  hint: '↑↓ to choose, Enter to open, Esc to close',
});
