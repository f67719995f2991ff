import { defineMessages } from '@kite/sdk';

/** The navbar's own controls (its entries are extensions' contributions, with their own texts). */
export const navMessages = defineMessages('navbar', {
  more: 'More',
  realtimeMode: 'Realtime mode',
  collapse: 'Show icons only',
  expand: 'Show full navbar',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  account: 'Account',
  signin: 'Sign in',
  serverMenu: 'About this server',
  unread: '{count} unread',
  hasNew: 'new',
  mainNavigation: 'Main navigation',
  widgets: 'Widgets',
  post: 'Post',
});
