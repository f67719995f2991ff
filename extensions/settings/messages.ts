import { defineMessages } from '@kite/sdk';
import { settingsTitles } from './titles';

export const settingsMessages = {
  ...settingsTitles,
  ...defineMessages('settings', {
    search: 'Search settings',
    searchPlaceholder: 'Find a setting by name',
    noResults: 'No setting matches “{q}”.',
    notAvailableYet: 'not available yet',
    backToSettings: 'All settings',
    groupBasic: 'Account',
    groupClient: 'Client',
    groupAccount: 'Data and connections',
    groupOther: 'Other',
    // The spec's /settings pages (titles for the menu, also of those not built yet).
    avatarDecoration: 'Avatar decorations',
    emojiPalette: 'Emoji palette',
    drive: 'Drive',
    driveCleaner: 'Drive cleaner',
    theme: 'Theme',
    statusbar: 'Status bar',
    sounds: 'Sounds',
    plugin: 'Plugins',
    accountData: 'Account data',
    connect: 'Access tokens',
    apps: 'Apps',
    webhook: 'Webhooks',
    deck: 'Deck',
    customCss: 'Custom CSS',
    accounts: 'Accounts',
  }),
};
