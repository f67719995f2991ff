import { Api, MyAntennas, MyLists, TimedCache, Viewer, defineExtension } from '@kite/sdk';
import { navMessages } from './navMessages';

// One loader for all pages: each import() site costs the first load its dependency list.
const pages = () => import('./pages');
const page = (name: keyof typeof import('./pages')) => ({ lazy: () => pages().then((p) => ({ default: p[name] })) });

/** Antennas (spec 3 §2, §3, §7): the list, create and edit with keywords, sources and filters; the cached own antennas for others. */
export default defineExtension({
  id: 'antennas',
  requires: [Api],
  optional: [MyLists],
  provides: [MyAntennas],
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
    ctx.routes.add({ path: '/my/antennas', component: page('AntennasPage'), loginRequired: true });
    ctx.routes.add({ path: '/my/antennas/create', component: page('AntennaEditPage'), loginRequired: true });
    ctx.routes.add({ path: '/my/antennas/:antennaId', component: page('AntennaEditPage'), loginRequired: true });
    ctx.navbar.add({ id: 'antennas', title: navMessages.antennas, icon: 'antenna', to: '/my/antennas', show: (w) => w.signedIn });
  },
});
