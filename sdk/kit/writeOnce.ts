import { ApiError, isApiError } from '../api';
import { sdkUiMessages } from '../ui/messages';

/**
 * Whether a failed write may still have been done: the request may have reached the server when
 * the connection broke, the answer could not be read, or the server failed after writing. A clear
 * refusal (a 4xx with Misskey's error) or an abort did nothing.
 */
export function outcomeUnclear(e: unknown): boolean {
  if (!isApiError(e)) return true;
  if (e.code === 'ABORTED') return false;
  return ['NETWORK_ERROR', 'INVALID_RESPONSE', 'UNKNOWN', 'INTERNAL_ERROR'].includes(e.code) || (e.status ?? 0) >= 500;
}

const running = new Map<string, Promise<unknown>>();
/** Keys whose last write ended unknown: the next attempt looks first. */
const unsure = new Set<string>();

/**
 * Does one write to the server with nothing doubled and nothing silently lost. Calls for the same
 * `key` while one runs share it (five clicks in one task make one request). `check` asks the
 * server whether the write took effect; it runs when the answer leaves that unclear
 * ({@link outcomeUnclear}), and before the next attempt after an unknown outcome. Resolves when
 * the server holds the result — with its answer, or `undefined` when it was found by `check` or
 * refused with one of the Misskey codes in `alreadyDone` ("already voted"). Rejects with the
 * server's refusal (nothing was done), or with an `OUTCOME_UNKNOWN` `ApiError` whose words say
 * Kite cannot tell when even the check failed (a later call checks first).
 */
export function writeOnce<T>(
  key: string,
  write: () => Promise<T>,
  check: () => Promise<boolean>,
  alreadyDone: readonly string[] = [],
): Promise<T | undefined> {
  const current = running.get(key);
  // Same key, same write: the caller's T.
  if (current) return current as Promise<T | undefined>;
  const run = async (): Promise<T | undefined> => {
    if (unsure.has(key) && (await check().catch(() => false))) {
      unsure.delete(key);
      return undefined;
    }
    try {
      const value = await write();
      unsure.delete(key);
      return value;
    } catch (e) {
      if (isApiError(e) && alreadyDone.includes(e.code)) {
        unsure.delete(key);
        return undefined;
      }
      if (!outcomeUnclear(e)) {
        unsure.delete(key);
        throw e;
      }
      let made: boolean;
      try {
        made = await check();
      } catch {
        unsure.add(key);
        const endpoint = isApiError(e) ? e.endpoint : '';
        throw new ApiError({ code: 'OUTCOME_UNKNOWN', id: '', message: sdkUiMessages.outcomeUnknown.en, endpoint });
      }
      unsure.delete(key);
      if (made) return undefined;
      throw e;
    }
  };
  const p = run().finally(() => running.delete(key));
  running.set(key, p);
  return p;
}
