import { defineExtension } from '@kite/sdk';
import type { ViewerInfo } from '@kite/sdk';
import { entryMessages as m } from './entryMessages';

/** Admins, and whoever a role grants the policy (Misskey's tools menu shows the managers to the same people). */
const managers = (policy: 'canManageCustomEmojis' | 'canManageAvatarDecorations') => (w: ViewerInfo) =>
  Boolean(w.me?.isAdmin || w.me?.policies[policy]);

/** The control panel's pages built so far (paths under /admin; '' is /admin itself; one string, as it is in the boot chunk). The page code loads with the page. */
const panel = [
  '',
  ...'users user/:userId roles/:id/edit roles/new roles/:id roles invites abuses emojis emojis2 avatar-decorations federation files job-queue federation-job-queue database overview announcements ads modlog relays system-webhook abuse-report-notification-recipient settings branding moderation email-settings object-storage security external-services performance'
    .split(' ')
    .map((p) => `/${p}`),
];

/** Moderation pages (staff only): the control panel (/admin and its pages), the moderation view of a file, and the navbar entry. */
export default defineExtension({
  id: 'admin',
  contributes: {
    routes: [
      { path: '/admin/file/:fileId', staffOnly: true, component: { lazy: () => import('./FilePage') } },
      {
        path: '/custom-emojis-manager',
        allow: managers('canManageCustomEmojis'),
        component: { lazy: () => import('./emojis/EmojisPage') },
      },
      {
        path: '/avatar-decorations',
        allow: managers('canManageAvatarDecorations'),
        component: { lazy: () => import('./decorations/DecorationsPage') },
      },
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
