import { Contributions, defineExtension } from '@kite/sdk';
import type { ComponentType } from 'react';
import type { Disposable, IconName, MessageKey, RouteProps, SettingsGroup, SettingsPageContribution } from '@kite/sdk';
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

    type Name =
      | 'PreferencesPage'
      | 'ProfilesPage'
      | 'NavbarPage'
      | 'ProfilePage'
      | 'PrivacyPage'
      | 'MuteBlockPage'
      | 'NotificationsPage'
      | 'EmailPage'
      | 'SecurityPage'
      | 'OtherPage';
    const add = (path: string, title: MessageKey, icon: IconName, group: SettingsGroup, name: Name) =>
      ctx.settingsPages.add({
        path,
        title,
        icon,
        group,
        component: { lazy: () => import('./pages/all').then((p): { default: ComponentType<RouteProps> } => ({ default: p[name] })) },
        keywords: () => import('./pages/all').then((p) => p.keywords[path] ?? []),
      });
    add('preferences', m.preferences, 'settings', 'client', 'PreferencesPage');
    add('profiles', m.profiles, 'folder', 'client', 'ProfilesPage');
    add('navbar', m.navbar, 'navbar', 'client', 'NavbarPage');
    add('profile', m.profile, 'user', 'basic', 'ProfilePage');
    add('privacy', m.privacy, 'lock', 'basic', 'PrivacyPage');
    add('mute-block', m.muteBlock, 'eyeOff', 'account', 'MuteBlockPage');

    add('notifications', m.notifications, 'bell', 'basic', 'NotificationsPage');
    add('email', m.email, 'mail', 'basic', 'EmailPage');
    add('security', m.security, 'shield', 'basic', 'SecurityPage');
    add('other', m.other, 'dots', 'other', 'OtherPage');
  },
});
