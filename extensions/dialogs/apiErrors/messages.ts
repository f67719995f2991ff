import { defineMessages } from '@kite/sdk';

/** Texts of the error catalogue (spec 1 §8) and the account errors (spec 2 §8). */
export const apiMessages = defineMessages('api', {
  error: 'Error',
  gotIt: 'Got it!',
  copyErrorInfo: 'Copy error details',
  copied: 'Copied',
  internalServerError: 'Internal Server Error',
  internalServerErrorDescription: 'The server has run into an unexpected error.',
  cannotPerformTemporary: 'Temporarily unavailable',
  cannotPerformTemporaryDescription:
    'This action cannot be performed temporarily due to exceeding the execution limit. Please wait for a while and then try again.',
  invalidParamError: 'Invalid parameters',
  invalidParamErrorDescription:
    'The request parameters are invalid. This is normally caused by a bug, but may also be because the input exceeds size limits or similar.',
  permissionDeniedError: 'Operation denied',
  permissionDeniedErrorDescription: 'This account does not have the permission to perform this action.',
  youCannotCreateAnymore: "You've hit the creation limit.",
  gotInvalidResponseError: 'Invalid server response',
  gotInvalidResponseErrorDescription: 'The server may be unreachable or undergoing maintenance. Please try again later.',
  somethingHappened: 'An error has occurred',
  invalidEndpoint: 'invalid endpoint',
  networkError: 'Could not reach the server.',
  processing: 'Processing…',
  // Account fetch (spec 2 §8)
  yourAccountSuspendedTitle: 'This account is suspended',
  yourAccountSuspendedDescription:
    "This account has been suspended due to breaking the server's terms of services or similar. Contact the administrator if you would like to know a more detailed reason. Please do not create a new account.",
  accountDeleted: 'Account has been deleted',
  accountDeletedDescription: 'This account has been deleted.',
  tokenRevoked: 'Invalid token detected',
  tokenRevokedDescription: 'This token has expired. Please log in again.',
  failedToFetchAccountInformation: 'Could not fetch account information',
  noAccountToken: 'Cannot find the token of the selected account.',
  signinRequired: 'signin required',
});
