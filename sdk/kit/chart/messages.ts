import { defineMessages } from '../../i18n';

export const chartMessages = defineMessages('sdkChart', {
  showTable: 'Show as table',
  showChart: 'Show as chart',
  span: 'Period',
  perDay: 'Per day',
  perHour: 'Per hour',
  time: 'Time',
  latest: 'latest {value}',
});
