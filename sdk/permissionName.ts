import { lazyView } from './ui/lazyView';

/**
 * An API permission in words with its id beneath, for every page that lists permissions
 * (access tokens, apps, the MiAuth consent page). The words of all permissions load with
 * the first such page, not with the first load.
 */
export const PermissionName = lazyView(() => import('./ui/PermissionName').then((m) => m.PermissionName));
