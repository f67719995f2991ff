import type { ApiService } from '@kite/sdk';
import type { entities } from 'misskey-js';

/** users/show by id (its response type is a switch on the request shape; by id it is one user). */
export function fetchUser(api: ApiService, userId: string): Promise<entities.UserDetailed> {
  return api.request('users/show', { userId }) as unknown as Promise<entities.UserDetailed>;
}
