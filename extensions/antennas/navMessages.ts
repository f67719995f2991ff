import { defineMessages } from '@kite/sdk';

/** First-load text (kept apart from the page texts, which load with the pages): the navbar entry and the user menu's item. */
export const navMessages = defineMessages('antennas.nav', {
  antennas: 'Antennas',
  addToAntenna: 'Add to antenna',
});
