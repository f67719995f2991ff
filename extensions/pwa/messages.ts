import { defineMessages } from '@kite/sdk';

export const pwaMessages = defineMessages('pwa', {
  updateTitle: 'A new version of Kite is ready',
  updateText: 'Reload to use it. Anything you are writing is kept as a draft.',
  updateReload: 'Reload',
  updateLater: 'Later',
  offline: 'You are offline.',
  installTitle: 'Install Kite',
  installText: 'Kite opens in its own window and can notify you while it is closed.',
  installAction: 'Install',
  installLater: 'Not now',
  installNever: 'Don’t ask again',
  installClose: 'Close',
});
