import { defineMessages } from '@kite/sdk';

export const debugMessages = defineMessages('debug', {
  title: 'Debug',
  extensions: 'Extensions',
  id: 'Id',
  source: 'Source',
  state: 'State',
  error: 'Error',
  deactivate: 'Deactivate',
  contributions: 'Contributions',
  point: 'Point',
  count: 'Count',
});
