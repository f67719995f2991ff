import { defineMessages } from '@kite/sdk';

export const entryMessages = defineMessages('achievements.entry', {
  achievements: 'Achievements',
});
