import { defineMessages } from '@kite/sdk';

/** The navbar title, apart from the pages' texts (which load with the pages). */
export const debugTitles = defineMessages('debug', {
  title: 'Debug',
});
