import { defineMessages } from '@kite/sdk';

/** The two texts the always-loaded entry (index.ts) needs; the rest load with the form. */
export const entryMessages = defineMessages('compose', {
  note: 'Note',
  postHotkey: 'Compose a note',
  postFormWidget: 'Post form',
});
