import { Api, MyLists, TimedCache, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** User lists (spec 3 §2, §7): /my/lists, editing one list, and a public list's page; the cached own lists for others. */
export default defineExtension({
  id: 'lists',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: [],
  requires: [Api],
  provides: [MyLists],
  contributes: {
    routes: [
      { path: '/my/lists', component: page('MyListsPage'), loginRequired: true },
      { path: '/my/lists/:listId', component: page('ListEditPage'), loginRequired: true },
      { path: '/list/:listId', component: page('ListPage') },
    ],
    navbar: [{ id: 'lists', title: navMessages.lists, icon: 'list', to: '/my/lists', show: (w) => w.signedIn }],
  },
  activate(ctx) {
    const api = ctx.get(Api);
    const viewer = ctx.get(Viewer);
    ctx.provide(
      MyLists,
      new TimedCache(
        () => api.request('users/lists/list', {}),
        () => viewer.info.me?.id ?? null,
      ),
    );
  },
});
