import { defineMessages } from '@kite/sdk';

/** The navbar entry's title, apart from the prompt's and page's texts so the first load carries only it. */
export const lookupNavMessages = defineMessages('lookup', { lookup: 'Lookup' });
