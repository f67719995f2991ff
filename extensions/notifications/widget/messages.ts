import { defineMessages } from '@kite/sdk';

/** Texts of the notifications widget and its settings form (loaded with them). */
export const widgetMessages = defineMessages('notifications.widget', {
  retry: 'Retry',
  seeAll: 'All notifications',
  showHeader: 'Show header',
  height: 'Height (px)',
});
