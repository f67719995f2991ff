import { Api, MyClips, TimedCache, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Clips and favorites (spec 3 §2, §3, §7): /my/clips, /clips/:clipId, /my/favorites; the cached own clips for others. */
export default defineExtension({
  id: 'clips',
  requires: [Api],
  provides: [MyClips],
  contributes: {
    routes: [
      { path: '/my/clips', component: page('MyClipsPage'), loginRequired: true },
      { path: '/clips/:clipId', component: page('ClipPage') },
      { path: '/my/favorites', component: page('FavoritesPage'), loginRequired: true },
    ],
    navbar: [
      { id: 'clips', title: navMessages.clips, icon: 'paperclip', to: '/my/clips', show: (w) => w.signedIn },
      { id: 'favorites', title: navMessages.favorites, icon: 'star', to: '/my/favorites', show: (w) => w.signedIn },
    ],
  },
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
  },
});
