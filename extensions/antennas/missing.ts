import { isApiError } from '@kite/sdk';

/** For a load's catch: null (shown as "not found") when the server answers with `code`; other errors stay errors. */
export const missing =
  (code: string) =>
  (e: unknown): null => {
    if (isApiError(e) && e.code === code) return null;
    throw e;
  };
