import { defineMessages } from '@kite/sdk';

export const popupMessages = defineMessages('popups', {
  userPreview: 'User preview',
});
