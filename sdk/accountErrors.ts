import type { ApiErrorInfo } from './api';

/** The account-fetch errors of spec 2 §8, keyed by the server's error id. */
export const ACCOUNT_ERROR_IDS = {
  suspended: 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370',
  deleted: 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a',
  revoked: 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14',
} as const;

/** Why the current account could not be fetched: a known account error (spec 2 §8), or `other`. */
export type AccountFetchFailure = 'suspended' | 'deleted' | 'revoked' | 'other';

/** Tells which account error an API error is, by its id (`other` for anything else). */
export function classifyAccountError(err: Partial<ApiErrorInfo>): AccountFetchFailure {
  if (err.id === ACCOUNT_ERROR_IDS.suspended) return 'suspended';
  if (err.id === ACCOUNT_ERROR_IDS.deleted) return 'deleted';
  if (err.id === ACCOUNT_ERROR_IDS.revoked) return 'revoked';
  return 'other';
}
