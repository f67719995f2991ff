import { Api, Dialogs, MyClips, TimedCache, Toasts, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/**
 * Clips and favorites (spec 3 §2, §3, §7, §8): /my/clips, /clips/:clipId, /my/favorites; the note
 * menu's "Clip"; the cached own clips for others.
 */
export default defineExtension({
  id: 'clips',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: ['onCommand:clips.clipNote'],
  requires: [Api],
  optional: [Dialogs, Toasts],
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
    menuItems: [
      {
        location: 'note',
        id: 'clip',
        // Where note-actions' menu had it: after "Add to / Remove from favorites". Signed-in viewers only (no `visitor`).
        after: 'unfavorite',
        text: navMessages.clip,
        icon: 'paperclip',
        // The clip list and its dialogs load on the first pick.
        action: ({ note, anchor }, ctx) => import('./clipMenu').then((c) => c.openClipMenu(ctx, note, anchor ?? null)),
      },
    ],
  },
  activate(ctx) {
    // c on a focused note (note-actions' keys): the same menu as the note menu's Clip.
    ctx.commands.add('clips.clipNote', (note, anchor) => import('./clipMenu').then((c) => c.openClipMenu(ctx, note, anchor)));
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
