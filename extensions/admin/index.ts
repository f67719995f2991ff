import { defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

/** The control panel's pages built so far (paths under /admin; '' is /admin itself). The page code loads with the page. */
const panel = ['', '/users', '/user/:userId', '/roles/:id/edit', '/roles/new', '/roles/:id', '/roles', '/invites', '/abuses'];

/** Moderation pages (staff only): the control panel (/admin and its pages), the moderation view of a file, and the navbar entry. */
export default defineExtension({
  id: 'admin',
  contributes: {
    routes: [
      { path: '/admin/file/:fileId', staffOnly: true, component: { lazy: () => import('./FilePage') } },
      ...panel.map((p) => ({
        path: `/admin${p}`,
        staffOnly: true,
        component: { lazy: () => import('./panel/pages').then((x) => x.pageAt(p.slice(1))) },
      })),
    ],
    navbar: [
      {
        id: 'controlPanel',
        slot: 'beforeMore',
        title: m.controlPanel,
        icon: 'dashboard',
        to: '/admin',
        show: (w) => w.isStaff,
      },
    ],
  },
});
