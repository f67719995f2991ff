import { defineMessages } from '@kite/sdk';

/** The navbar text the always-loaded entry (index.ts) needs; the rest load with the pages. */
export const entryMessages = defineMessages('adminEntry', {
  controlPanel: 'Control panel',
});
