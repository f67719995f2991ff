import { defineMessages } from '@kite/sdk';

/** `/oauth/authorize`'s own texts; the words it shares with the other consent pages are `accountPages`'. */
export const oauthMessages = defineMessages('authOauth', {
  account: 'Account to authorise',
  refusedTitle: 'This request cannot be authorised',
  refused: 'The server refused the app’s request ({reason}). Go back to the app and try again, or tell its developer.',
  noRequest: 'There is no authorisation request here. Open this page from the app that asks for access.',
  otherServer: 'Only an account on this server can authorise the app. Add one in the account settings, then come back from the app.',
  returning: 'Returning to the app…',
  decisionFailed: 'Your answer could not be sent: {message}',
});
