import { defineExtension } from '@kite/sdk';
import { debugTitles as m } from './titles';

/** /debug: the extension host's state and every contribution point, for developers and operators. */
export default defineExtension({
  id: 'debug',
  contributes: {
    routes: [
      { path: '/debug', component: { lazy: () => import('./DebugPage') } },
      { path: '/debug/overlays', component: { lazy: () => import('./OverlaysPage') } },
      { path: '/debug/pieces', component: { lazy: () => import('./PiecesPage') } },
    ],
    navbar: [{ id: 'debug', title: m.title, icon: 'bug', to: '/debug' }],
  },
});
