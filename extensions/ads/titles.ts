import { defineMessages } from '@kite/sdk';

/** The /ads page's title (in the first load). */
export const adsTitles = defineMessages('ads', { ads: 'Ads' });
