import { defineMessages } from '@kite/sdk';

export const widgetsBasicMessages = defineMessages('widgetsBasic', {
  calendar: 'Calendar',
  digitalClock: 'Digital clock',
  today: 'Today',
  thisMonth: 'This month',
  thisYear: 'This year',
  progress: '{label}: {percent}%',
});
