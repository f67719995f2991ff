import { defineMessages } from '@kite/sdk';

/** The sounds page's title (in the first load: the settings menu lists it). */
export const soundTitles = defineMessages('sounds', { sounds: 'Sounds' });
