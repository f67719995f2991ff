import { defineMessages } from '@kite/sdk';

/** Texts of the control panel's relays page. */
export const relaysMessages = defineMessages('adminRelays', {
  relays: 'Relays',
  hint: 'A relay passes public notes between the servers that join it. Give the inbox URL the relay publishes (https only).',
  inbox: 'Inbox URL',
  add: 'Add',
  added: 'Asked the relay to let this server join',
  badUrl: 'Give an https:// address',
  remove: 'Remove',
  removeConfirm: 'Leave the relay {inbox}?',
  requesting: 'Waiting for the relay to accept',
  accepted: 'Joined',
  rejected: 'Refused by the relay',
  none: 'No relays',
  loadFailed: 'Could not load: {error}',
  retry: 'Retry',
});
