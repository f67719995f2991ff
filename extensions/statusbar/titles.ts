import { defineMessages } from '@kite/sdk';

/** The page's title (in the first load: the settings menu lists it). */
export const statusbarTitles = defineMessages('statusbar', { statusbar: 'Status bar' });
