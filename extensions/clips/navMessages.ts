import { defineMessages } from '@kite/sdk';

/** First-load texts (kept apart from the page texts, which load with the pages): the navbar entries and the note menu's item. */
export const navMessages = defineMessages('clips.nav', {
  clips: 'Clips',
  favorites: 'Favorites',
  clip: 'Clip',
});
