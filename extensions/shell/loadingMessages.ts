import { defineMessages } from '@kite/sdk';

/** The loading bar's label (the same text as the dialogs' waiting overlay). */
export const overlayMessages = defineMessages('dialog', {
  processing: 'Processing…',
});
