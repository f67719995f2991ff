import type { ApiErrorInfo } from '@kite/sdk';
import { composeMessages as m } from '../messages';
import type { MessageKey, MessageParams } from '@kite/sdk';

export interface ErrorText {
  title: MessageKey;
  text: MessageKey;
  params?: MessageParams;
}

/** Spec 2 §8 posting errors: rate limit, invalid param with its info as JSON, no answer or an unreadable one in words, anything else 'Cannot post' with message and id. */
export function postErrorText(e: Pick<ApiErrorInfo, 'code' | 'id' | 'message' | 'info'>): ErrorText {
  if (e.code === 'RATE_LIMIT_EXCEEDED') return { title: m.rateLimitTitle, text: m.rateLimitText };
  if (e.code === 'INVALID_PARAM') return { title: m.error, text: m.invalidParam, params: { info: JSON.stringify(e.info ?? {}, null, 2) } };
  if (e.code === 'NO_ACCOUNT_TOKEN') return { title: m.error, text: m.noAccountToken };
  // The browser's and the JSON parser's own words ("Failed to fetch", "Unexpected token '<'") say nothing to a person.
  if (e.code === 'NETWORK_ERROR') return { title: m.cannotPost, text: m.notReached };
  if (e.code === 'INVALID_RESPONSE') return { title: m.cannotPost, text: m.invalidResponse };
  return { title: m.cannotPost, text: m.errorWithId, params: { message: e.message, id: e.id } };
}
