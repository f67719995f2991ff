import { Dialogs, Drive, defineExtension } from '@kite/sdk';
import { driveTitles as m } from './titles';

const page = { lazy: () => import('./pages/DrivePage') };
// Settings pages (the settings extension routes them under /settings), one chunk and one loader for both.
const settings = () => import('./settings/all');

/** The drive: upload queue and pickers (the `Drive` token), /my/drive pages, watermark presets, /settings/drive and its cleaner. */
export default defineExtension({
  id: 'drive',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: [],
  requires: [Dialogs],
  provides: [Drive],
  contributes: {
    routes: [
      { path: '/my/drive', component: page, loginRequired: true },
      { path: '/my/drive/folder/:folder', component: page, loginRequired: true },
      { path: '/my/drive/file/:fileId', component: { lazy: () => import('./pages/DriveFilePage') }, loginRequired: true },
    ],
    navbar: [{ id: 'drive', title: m.drive, icon: 'cloud', to: '/my/drive', show: (who) => who.signedIn }],
    settingsPages: [
      {
        path: 'drive',
        title: m.drive,
        icon: 'cloud',
        group: 'basic',
        component: { lazy: () => settings().then((p) => ({ default: p.DriveSettingsPage })) },
        keywords: () => settings().then((p) => p.keywords),
      },
      {
        path: 'drive/cleaner',
        title: m.driveCleaner,
        icon: 'trash',
        group: 'basic',
        hidden: true,
        component: { lazy: () => settings().then((p) => ({ default: p.DriveCleanerPage })) },
      },
    ],
  },
  activate: { lazy: () => import('./activate') },
});
