import { defineMessages } from '@kite/sdk';

/**
 * The only tutorial text needed at boot: the about-menu entry. Everything the walkthrough itself
 * shows lives in dialogMessages.ts, which loads with the dialog.
 */
export const tutorialMessages = defineMessages('tutorial', {
  launch: 'Launch tutorial',
});
