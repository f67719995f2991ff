import { Api, Dialogs, I18n, Menus, MyAntennas, MyLists, TimedCache, Toasts, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Antennas (spec 3 §2, §3, §7): the list, create and edit with keywords, sources and filters; the cached own antennas for others. */
export default defineExtension({
  id: 'antennas',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: [],
  requires: [Api, I18n],
  optional: [MyLists, Menus, Dialogs, Toasts],
  provides: [MyAntennas],
  contributes: {
    routes: [
      { path: '/my/antennas', component: page('AntennasPage'), loginRequired: true },
      { path: '/my/antennas/create', component: page('AntennaEditPage'), loginRequired: true },
      { path: '/my/antennas/:antennaId', component: page('AntennaEditPage'), loginRequired: true },
    ],
    navbar: [{ id: 'antennas', title: navMessages.antennas, icon: 'antenna', to: '/my/antennas', show: (w) => w.signedIn }],
    // Spec 3 §6: the user menu's "Add to antenna" (switches over the own "specific users" antennas), loaded on use.
    menuItems: [
      {
        location: 'user',
        id: 'antennas.addTo',
        text: navMessages.addToAntenna,
        icon: 'antenna',
        show: ({ user }, w, ctx) => w.signedIn && w.me?.id !== user.id && ctx.has(Menus),
        action: async ({ user }, ctx) => {
          const { addToAntenna } = await import('./addToAntenna');
          const anchor = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          await addToAntenna(ctx, ctx.get(MyAntennas), user, anchor);
        },
      },
    ],
  },
  activate(ctx) {
    const api = ctx.get(Api);
    const viewer = ctx.get(Viewer);
    ctx.provide(
      MyAntennas,
      new TimedCache(
        () => api.request('antennas/list', {}),
        () => viewer.info.me?.id ?? null,
      ),
    );
  },
});
