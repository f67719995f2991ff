import { Contributions, defineExtension } from '@kite/sdk';
import type { Disposable, IconName, MessageKey, SettingsGroup, SettingsPageContribution } from '@kite/sdk';
import { settingsTitles as m } from './titles';

/**
 * The settings shell: `/settings` (every settings page, grouped, with a search box) and a
 * route for each `settingsPages` contribution, drawn in the settings frame. It also owns the
 * pages of settings no other extension owns: preferences, preference profiles, navbar, profile,
 * privacy, mute-block, notifications, email, security, other.
 */
export default defineExtension({
  id: 'settings',
  activate(ctx) {
    ctx.routes.add({ path: '/settings', component: { lazy: () => import('./SettingsMenuPage') }, loginRequired: true });
    // Navbar catalogue entries of spec 1 §2.6: Settings after "more", and the gear among the navbar's controls.
    ctx.navbar.add({ id: 'settings', title: m.settings, icon: 'settings', to: '/settings', show: (w) => w.signedIn, slot: 'afterMore' });
    ctx.navbar.add({ id: 'navbarSettings', title: m.navbarSettings, icon: 'settings', to: '/settings/navbar', slot: 'controls' });

    // Every contributed page gets its route here, so each appears in the same frame.
    const registry = ctx.get(Contributions);
    const routed = new Map<SettingsPageContribution, Disposable>();
    const sync = () => {
      const pages = registry.list('settingsPages');
      for (const [page, d] of routed)
        if (!pages.includes(page)) {
          d.dispose();
          routed.delete(page);
        }
      for (const page of pages) {
        if (routed.has(page)) continue;
        routed.set(
          page,
          ctx.routes.add({
            path: `/settings/${page.path}`,
            component: { lazy: () => import('./frame').then((f) => f.framed(page)) },
            loginRequired: true,
          }),
        );
      }
    };
    sync();
    ctx.onDispose(registry.subscribe('settingsPages', sync));

    const add = (path: string, title: MessageKey, icon: IconName, group: SettingsGroup) =>
      ctx.settingsPages.add({
        path,
        title,
        icon,
        group,
        component: { lazy: () => import('./pages/all').then((p) => p.pageAt(path)) },
        keywords: () => import('./pages/all').then((p) => p.keywords[path] ?? []),
      });
    add('preferences', m.preferences, 'settings', 'client');
    add('profiles', m.profiles, 'folder', 'client');
    add('navbar', m.navbar, 'navbar', 'client');
    add('profile', m.profile, 'user', 'basic');
    add('privacy', m.privacy, 'lock', 'basic');
    add('mute-block', m.muteBlock, 'eyeOff', 'account');

    add('notifications', m.notifications, 'bell', 'basic');
    add('email', m.email, 'mail', 'basic');
    add('security', m.security, 'shield', 'basic');
    add('other', m.other, 'dots', 'other');
  },
});
