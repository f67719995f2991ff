import { defineMessages } from '@kite/sdk';

/** The drive's titles the first load needs (navbar entry, settings menu); the other texts load with the pages. */
export const driveTitles = defineMessages('drive', {
  drive: 'Drive',
  driveCleaner: 'Drive cleaner',
});
