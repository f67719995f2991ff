import { defineMessages } from '@kite/sdk';

/** First-load text: the navbar entry (the page texts load with the pages). */
export const navMessages = defineMessages('play.nav', { play: 'Play' });
