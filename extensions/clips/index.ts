import { Api, MyClips, TimedCache, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

/** Clips and favorites (spec 3 §2, §3, §7): /my/clips, /clips/:clipId, /my/favorites; the cached own clips for others. */
export default defineExtension({
  id: 'clips',
  requires: [Api],
  provides: [MyClips],
  activate(ctx) {
    const api = ctx.get(Api);
    const viewer = ctx.get(Viewer);
    ctx.provide(
      MyClips,
      new TimedCache(
        () => api.request('clips/list', { limit: 30 }),
        () => viewer.info.me?.id ?? null,
      ),
    );
    ctx.routes.add({ path: '/my/clips', component: { lazy: () => import('./MyClipsPage') }, loginRequired: true });
    ctx.routes.add({ path: '/clips/:clipId', component: { lazy: () => import('./ClipPage') } });
    ctx.routes.add({ path: '/my/favorites', component: { lazy: () => import('./FavoritesPage') }, loginRequired: true });
    ctx.navbar.add({ id: 'clips', title: navMessages.clips, icon: 'paperclip', to: '/my/clips', show: (w) => w.signedIn });
    ctx.navbar.add({ id: 'favorites', title: navMessages.favorites, icon: 'star', to: '/my/favorites', show: (w) => w.signedIn });
  },
});
