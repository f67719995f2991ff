import { NoteViews, defineExtension } from '@kite/sdk';

/**
 * Tools (spec 1 §2.1): `/api-console` (login required; call any endpoint of this server
 * and read the answer) and `/preview` (MFM rendered as you type). The about menu's tools
 * list already links the API console.
 */
export default defineExtension({
  id: 'tools',
  activationEvents: [],
  requires: [NoteViews],
  contributes: {
    routes: [
      { path: '/api-console', loginRequired: true, component: { lazy: () => import('./ApiConsolePage') } },
      { path: '/preview', component: { lazy: () => import('./PreviewPage') } },
    ],
  },
});
