import { isApiError } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { authMessages as m } from './messages';

/**
 * Misskey's sign-in error ids (SigninApiService answers `{ error: { id } }` only; the rate
 * limit adds a code). The texts are ours.
 */
export const SIGNIN_ERRORS: Readonly<Record<string, MessageKey>> = {
  '6cc579cc-885d-43d8-95c2-b8c7fc963280': m.noSuchUser,
  '932c904e-9460-45b7-9ce6-7ed33be7eb2c': m.incorrectPassword,
  'e03a5f46-d309-4865-9b69-56282d94e1eb': m.suspended,
  '22d05606-fbcf-421a-a2db-b32610dcfd1b': m.tooManyAttempts,
  'cdf1235b-ac71-46d4-a3a6-84ccce48df6f': m.incorrectTotp,
  '36b96a7d-b547-412d-aeed-2d611cdc8cdc': m.unknownPasskey,
  '93b86c4b-72f9-40eb-9815-798928603d1e': m.passkeyFailed,
  'b18c89a7-5b5e-4cec-bb5b-0419f332d430': m.passkeyFailed,
};

/** The text for a failed `signin-flow` call; null when it is not a sign-in refusal (show the generic error). */
export function signinErrorKey(err: unknown): MessageKey | null {
  if (!isApiError(err)) return null;
  const known = SIGNIN_ERRORS[err.id];
  if (known) return known;
  if (err.status === 429 || err.code === 'TOO_MANY_AUTHENTICATION_FAILURES') return m.tooManyAttempts;
  // A captcha check that failed is a Fastify 400: "CaptchaError: <kind>-failed…".
  if (err.status === 400 && /captcha/i.test(err.message)) return m.captchaFailed;
  return null;
}
