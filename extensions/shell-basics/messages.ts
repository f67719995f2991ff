import { defineMessages } from '@kite/sdk';

export const basicsMessages = defineMessages('shellBasics', {
  ui: 'Switch UI',
  default: 'Default',
  deck: 'Deck',
  reload: 'Reload',
  clearCache: 'Clear cache',
});
