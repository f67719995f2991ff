import { defineExtension } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

/** Moderation pages (staff only); for now the moderation view of a file (/admin/file/:fileId), and the control panel entry. */
export default defineExtension({
  id: 'admin',
  contributes: {
    routes: [{ path: '/admin/file/:fileId', staffOnly: true, component: { lazy: () => import('./FilePage') } }],
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
