import { Dialogs, Drive, defineExtension } from '@kite/sdk';
import { driveTitles as m } from './titles';
import { createDriveService } from './service';

/** The drive: upload queue and pickers (the `Drive` token), /my/drive pages, watermark presets, /settings/drive and its cleaner. */
export default defineExtension({
  id: 'drive',
  requires: [Dialogs],
  provides: [Drive],
  activate(ctx) {
    const drive = createDriveService(ctx);
    ctx.provide(Drive, drive);
    ctx.onDispose(() => drive.dispose());
    const page = { lazy: () => import('./pages/DrivePage') };
    ctx.routes.add({ path: '/my/drive', component: page, loginRequired: true });
    ctx.routes.add({ path: '/my/drive/folder/:folder', component: page, loginRequired: true });
    ctx.routes.add({ path: '/my/drive/file/:fileId', component: { lazy: () => import('./pages/DriveFilePage') }, loginRequired: true });
    ctx.navbar.add({ id: 'drive', title: m.drive, icon: 'cloud', to: '/my/drive', show: (who) => who.signedIn });
    // Settings pages (the settings extension routes them under /settings), one chunk and one loader for both.
    const settings = () => import('./settings/all');
    ctx.settingsPages.add({
      path: 'drive',
      title: m.drive,
      icon: 'cloud',
      group: 'basic',
      component: { lazy: () => settings().then((p) => ({ default: p.DriveSettingsPage })) },
      keywords: () => settings().then((p) => p.keywords),
    });
    ctx.settingsPages.add({
      path: 'drive/cleaner',
      title: m.driveCleaner,
      icon: 'trash',
      group: 'basic',
      hidden: true,
      component: { lazy: () => settings().then((p) => ({ default: p.DriveCleanerPage })) },
    });
  },
});
