import type { ApiService } from '@kite/sdk';
import type { entities } from 'misskey-js';

/** users/show by id (it answers a list for `userIds`, one user for `userId`). */
export async function fetchUser(api: ApiService, userId: string): Promise<entities.UserDetailed> {
  const res = await api.request('users/show', { userId });
  if (Array.isArray(res)) throw new Error('users/show answered a list for one user id');
  return res;
}
