import { defineMessages } from '@kite/sdk';

/** First-load text (kept apart from the page texts, which load with the pages): the navbar entry. */
export const navMessages = defineMessages('antennas.nav', {
  antennas: 'Antennas',
});
