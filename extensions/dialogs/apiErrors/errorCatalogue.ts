import { classifyAccountError } from '@kite/sdk';
import type { AccountFetchFailure, ApiCallerErrors, ApiErrorInfo, MessageKey, MessageParams } from '@kite/sdk';
import { apiMessages as m } from './messages';

/** What the error dialog shows. `copy` is the text "Copy error info" puts on the clipboard. */
export interface ErrorPresentation {
  type: 'error' | 'warning';
  title: string;
  text: string;
  buttons: ('gotIt' | 'copyErrorInfo')[];
  copy?: string;
}

type T = (key: MessageKey | string, params?: MessageParams) => string;

/** Registry reads: NO_SUCH_KEY means "no value" (spec 1 §8, first row); anything else is rethrown. */
export function isNoSuchKey(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 'NO_SUCH_KEY';
}

/**
 * The error catalogue of spec 1 §8 as one pure mapping, in the spec's order: the first
 * matching row wins. `now` is injected so the copied ISO date is testable.
 */
export function presentApiError(
  err: Partial<ApiErrorInfo> & { message?: string },
  t: T,
  opts: { errors?: ApiCallerErrors; now?: () => Date } = {},
): ErrorPresentation {
  const code = err.code ?? '';
  const id = err.id ?? '';
  const message = err.message ?? '';
  const plain = (title: string, text: string): ErrorPresentation => ({ type: 'error', title, text, buttons: ['gotIt'] });

  if (code === 'INTERNAL_ERROR') {
    const date = (opts.now ?? (() => new Date()))().toISOString();
    return {
      type: 'error',
      title: t(m.internalServerError),
      text: t(m.internalServerErrorDescription),
      buttons: ['gotIt', 'copyErrorInfo'],
      copy: `Endpoint: ${err.endpoint ?? ''}\nInfo: ${JSON.stringify(err.info ?? null)}\nDate: ${date}`,
    };
  }
  if (code === 'RATE_LIMIT_EXCEEDED') return plain(t(m.cannotPerformTemporary), t(m.cannotPerformTemporaryDescription));
  if (code === 'INVALID_PARAM') return plain(t(m.invalidParamError), t(m.invalidParamErrorDescription));
  if (code === 'ROLE_PERMISSION_DENIED') return plain(t(m.permissionDeniedError), t(m.permissionDeniedErrorDescription));
  if (code.startsWith('TOO_MANY')) return plain(t(m.youCannotCreateAnymore), `${t(m.error)}: ${id}`);
  // Misskey matches the JSON parser's "Unexpected token"; other engines word a cut-off body
  // differently ("Unexpected end of JSON input"), which the client marks INVALID_RESPONSE.
  if (message.startsWith('Unexpected token') || code === 'INVALID_RESPONSE')
    return plain(t(m.gotInvalidResponseError), t(m.gotInvalidResponseErrorDescription));
  // The request never reached the server (offline, DNS, refused): the browser's own words
  // ("Failed to fetch") say nothing to a person.
  if (code === 'NETWORK_ERROR') return plain(t(m.error), t(m.networkError));
  const custom = opts.errors?.[id];
  if (custom) return plain(custom.title, custom.text);
  return plain(t(m.error), `${message}\n${id}`);
}

/** The dialog for a failed token check; `other` shows the error JSON (spec 2 §8). */
export function presentAccountError(err: Partial<ApiErrorInfo>, t: T): ErrorPresentation & { failure: AccountFetchFailure } {
  const failure = classifyAccountError(err);
  const p = (title: MessageKey, text: string) => ({ type: 'error' as const, title: t(title), text, buttons: ['gotIt' as const], failure });
  switch (failure) {
    case 'suspended':
      return p(m.yourAccountSuspendedTitle, t(m.yourAccountSuspendedDescription));
    case 'deleted':
      return p(m.accountDeleted, t(m.accountDeletedDescription));
    case 'revoked':
      return p(m.tokenRevoked, t(m.tokenRevokedDescription));
    default: {
      const { code, id, message, kind, info } = err;
      return p(m.failedToFetchAccountInformation, JSON.stringify({ message, code, id, kind, info }));
    }
  }
}
