import { Api, Dialogs, I18n, Menus, MyAntennas, MyLists, TimedCache, Toasts, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Antennas (spec 3 §2, §3, §7): the list, create and edit with keywords, sources and filters; the cached own antennas for others. */
export default defineExtension({
  id: 'antennas',
  requires: [Api, I18n],
  optional: [MyLists, Menus, Dialogs, Toasts],
  provides: [MyAntennas],
  activate(ctx) {
    const api = ctx.get(Api);
    const viewer = ctx.get(Viewer);
    const antennas = new TimedCache(
      () => api.request('antennas/list', {}),
      () => viewer.info.me?.id ?? null,
    );
    ctx.provide(MyAntennas, antennas);
    ctx.routes.add({ path: '/my/antennas', component: page('AntennasPage'), loginRequired: true });
    ctx.routes.add({ path: '/my/antennas/create', component: page('AntennaEditPage'), loginRequired: true });
    ctx.routes.add({ path: '/my/antennas/:antennaId', component: page('AntennaEditPage'), loginRequired: true });
    ctx.navbar.add({ id: 'antennas', title: navMessages.antennas, icon: 'antenna', to: '/my/antennas', show: (w) => w.signedIn });
    // Spec 3 §6: the user menu's "Add to antenna" (switches over the own "specific users" antennas), loaded on use.
    ctx.menuItems.add({
      location: 'user',
      id: 'antennas.addTo',
      text: navMessages.addToAntenna,
      icon: 'antenna',
      show: ({ user }, w) => w.signedIn && w.me?.id !== user.id && ctx.has(Menus),
      action: async ({ user }) => {
        const { addToAntenna } = await import('./addToAntenna');
        await addToAntenna(ctx, antennas, user, document.activeElement instanceof HTMLElement ? document.activeElement : null);
      },
    });
  },
});
