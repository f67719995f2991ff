import { defineMessages } from '@kite/sdk';

/** The deck's names in the first load (the settings menu lists its page). */
export const deckTitles = defineMessages('deck', { deck: 'Deck', main: 'Main' });
