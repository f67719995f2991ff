import { defineMessages } from '@kite/sdk';

export const streamMessages = defineMessages('stream', {
  initializing: 'Connecting to the server…',
  connected: 'Connected to the server',
  reconnecting: 'Connection lost. Reconnecting…',
});
