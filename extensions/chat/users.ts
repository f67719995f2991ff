import type { entities } from 'misskey-js';
import type { ApiService } from '@kite/sdk';
import { isApiError } from '@kite/sdk';

/** `@name`, `name` or `@name@host` → the user, or null when there is none. */
export async function findUser(api: ApiService, input: string): Promise<entities.UserDetailed | null> {
  const [username = '', host] = input.trim().replace(/^@/, '').split('@');
  if (!/^\w{1,20}$/.test(username)) return null;
  try {
    return await api.request('users/show', { username, host: host || null });
  } catch (e) {
    if (isApiError(e) && e.code === 'NO_SUCH_USER') return null;
    throw e;
  }
}
