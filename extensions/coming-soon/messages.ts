import { defineMessages } from '@kite/sdk';

export const comingSoonMessages = defineMessages('comingSoon', {
  notAvailableYet: 'Not available yet',
  notAvailableYetDescription:
    'Kite does not have this page yet. It is on the way; meanwhile you can use your server’s own web client for it.',
  comesWith: 'It will come with the “{bundle}” extension.',
  goHome: 'Go to the start page',
});
