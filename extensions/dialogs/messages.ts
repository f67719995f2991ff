import { defineMessages } from '@kite/sdk';

export const dialogMessages = defineMessages('dialog', {
  ok: 'OK',
  gotIt: 'Got it',
  cancel: 'Cancel',
  charactersBelow: 'Too short: {current} / at least {min} characters',
  charactersExceeded: 'Too long: {current} / at most {max} characters',
  processing: 'Processing…',
  done: 'Done',
  info: 'Information',
  success: 'Success',
  error: 'Error',
  warning: 'Warning',
  question: 'Question',
  waiting: 'Please wait',
});
