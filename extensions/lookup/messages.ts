import { defineMessages } from '@kite/sdk';

export const lookupMessages = defineMessages('lookup', {
  placeholder: '@user, #tag, https://… or an id',
  query: 'User, tag, address or id',
  submit: 'Look up',
  pageHint: 'Opens a user, a tag, a note or user address (of this server or another), or a note or user id.',
  fetchingAsApObject: 'Fetching as AP object',
  somethingHappened: 'Something happened',
  federationNotAllowedTitle: 'Cannot communicate with this server',
  federationNotAllowedText: 'Federation with this server may be disabled, or the server may be blocked by this server.',
  uriInvalidTitle: 'The URL is invalid',
  uriInvalidText: 'There is a problem with the URL you entered. Please check that it is correct.',
  requestFailedTitle: 'Request failed',
  requestFailedText: 'The request to that server failed. It may be down or not respond.',
  responseInvalidTitle: 'Invalid response',
  responseInvalidText: 'The server answered, but not with a valid object.',
  noSuchObjectTitle: 'Not found',
  noSuchObjectText: 'The requested object could not be found.',
  nothingToLookUp: 'Enter @user, #tag, an https:// address or an id.',
});
