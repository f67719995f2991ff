import { defineMessages } from '@kite/sdk';

/** Titles of the navbar catalogue (spec 1 §2.6) and the navbar's own controls. */
export const navMessages = defineMessages('navbar', {
  notifications: 'Notifications', drive: 'Drive', followRequests: 'Follow requests', explore: 'Explore',
  announcements: 'Announcements', search: 'Search', lookup: 'Lookup', lists: 'Lists', antennas: 'Antennas',
  favorites: 'Favorites', clips: 'Clips', pages: 'Pages', play: 'Play', gallery: 'Gallery', channels: 'Channels',
  chat: 'Chat', achievements: 'Achievements', games: 'Games', ui: 'Switch UI', about: 'About', tools: 'Tools',
  reload: 'Reload', profile: 'Profile', clearCache: 'Clear cache', timeline: 'Timeline', controlPanel: 'Control panel',
  more: 'More', settings: 'Settings', post: 'Post', realtimeMode: 'Realtime mode', collapse: 'Show icons only',
  expand: 'Show full navbar', navbarSettings: 'Navbar settings', openMenu: 'Open menu', closeMenu: 'Close menu',
  account: 'Account', signin: 'Sign in', default: 'Default', deck: 'Deck', serverMenu: 'About this server',
  serverInfo: 'Server info', customEmojis: 'Custom emojis', federation: 'Federation', charts: 'Charts', ads: 'Ads',
  invite: 'Invite', contact: 'Contact', impressum: 'Legal notice', tos: 'Terms of service', privacyPolicy: 'Privacy policy',
  docs: 'Documentation', aboutKite: 'About Kite', scratchpad: 'Scratchpad', apiConsole: 'API console', clicker: 'Clicker',
  customEmojiManager: 'Custom emoji manager', avatarDecorations: 'Avatar decorations', unread: '{count} unread',
  hasNew: 'new', mainNavigation: 'Main navigation', widgets: 'Widgets',
});
