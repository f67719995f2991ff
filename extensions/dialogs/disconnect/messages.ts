import { defineMessages } from '@kite/sdk';

export const disconnectMessages = defineMessages('disconnect', {
  title: 'Disconnected from the server',
  text: 'The connection to the server has been lost for a while. Reload the page?',
  reload: 'Reload',
  later: 'Later',
});
