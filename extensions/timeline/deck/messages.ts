import { defineMessages } from '@kite/sdk';

export const deckSetupMessages = defineMessages('timelineDeck', {
  whichTimeline: 'Which timeline?',
  whichList: 'Which list?',
  whichAntenna: 'Which antenna?',
  whichChannel: 'Which channel?',
  whichRole: 'Which role?',
  nothingToChoose: 'There is nothing to choose yet: create one first.',
});
