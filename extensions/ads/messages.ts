import { defineMessages } from '@kite/sdk';

export const adsMessages = defineMessages('ads', {
  donationTitle: 'Enjoying {name}?',
  donationText:
    '{name} runs on Misskey, free software made by volunteers. A donation helps its development go on. Thank you for thinking about it!',
  donate: 'Donate',
  later: 'Later',
  neverShow: "Don't show again",
  close: 'Close',
  donationLabel: 'Donation request',
  adsIntro: 'The ads this server shows.',
  noAds: 'This server shows no ads.',
});
