import type { entities } from 'misskey-js';
import { Api, TimedCache, Viewer, useService } from '@kite/sdk';
import type { ApiService, ViewerService } from '@kite/sdk';

/**
 * Spec 3 §9: the own favourite channels and the server's roles are kept 30 minutes per account.
 * Module-level (one per page load, as the kernel's services are), created on first use by the
 * extension's lazy pages, so the first load carries none of it.
 */
let favorites: TimedCache<entities.Channel> | null = null;
let roles: TimedCache<entities.Role> | null = null;

const owner = (viewer: ViewerService) => () => viewer.info.me?.id ?? null;

/** channels/my-favorites; call `invalidate()` after a favourite is added or removed. */
export function favoriteChannels(api: ApiService, viewer: ViewerService): TimedCache<entities.Channel> {
  return (favorites ??= new TimedCache(() => api.request('channels/my-favorites'), owner(viewer)));
}

/** roles/list (needs a signed-in account). */
export function publicRoles(api: ApiService, viewer: ViewerService): TimedCache<entities.Role> {
  return (roles ??= new TimedCache(() => api.request('roles/list'), owner(viewer)));
}

export function useFavoriteChannels(): TimedCache<entities.Channel> {
  return favoriteChannels(useService(Api), useService(Viewer));
}
