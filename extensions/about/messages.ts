import { defineMessages } from '@kite/sdk';

export const aboutMessages = defineMessages('about', {
  aboutKite: 'About Kite',
  tagline: 'A fast, light and extensible web client for Misskey.',
  version: 'Version',
  license: 'License',
  licenseText: 'Kite is free software.',
  extensions: 'Extensions',
  extensionsCount: '{count} active',
});
