import { defineExtension } from '@kite/sdk';
import { debugTitles as m } from './titles';

/** /debug: the extension host's state and every contribution point, for developers and operators. */
export default defineExtension({
  id: 'debug',
  activate(ctx) {
    ctx.routes.add({ path: '/debug', component: { lazy: () => import('./DebugPage') } });
    ctx.routes.add({ path: '/debug/overlays', component: { lazy: () => import('./OverlaysPage') } });
    ctx.routes.add({ path: '/debug/pieces', component: { lazy: () => import('./PiecesPage') } });
    ctx.navbar.add({ id: 'debug', title: m.title, icon: 'bug', to: '/debug' });
  },
});
