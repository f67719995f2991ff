import { defineExtension } from '@kite/sdk';

/** Moderation pages (staff only); for now the moderation view of a file (/admin/file/:fileId). */
export default defineExtension({
  id: 'admin',
  activate(ctx) {
    ctx.routes.add({ path: '/admin/file/:fileId', staffOnly: true, component: { lazy: () => import('./FilePage') } });
  },
});
