import { defineMessages } from '@kite/sdk';

/** The navbar entry's and pages' titles, apart from the page texts so the first load carries only these. */
export const gamesNavMessages = defineMessages('games', { games: 'Games', clicker: 'Clicker' });
