import { defineMessages } from '@kite/sdk';

/** The navbar entry's text (in the first load; the pages' texts load with them). */
export const entryMessages = defineMessages('explore', { explore: 'Explore' });
