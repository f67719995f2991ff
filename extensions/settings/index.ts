import { Contributions, defineExtension } from '@kite/sdk';
import type { Disposable, IconName, MessageKey, SettingsGroup, SettingsPageContribution } from '@kite/sdk';
import { settingsTitles as m } from './titles';

/**
 * The settings shell: `/settings` (every settings page, grouped, with a search box) and a
 * route for each `settingsPages` contribution, drawn in the settings frame. It also owns the
 * pages of settings no other extension owns: preferences, preference profiles, navbar, profile,
 * privacy, mute-block, notifications, email, security, other.
 */
const page = (path: string, title: MessageKey, icon: IconName, group: SettingsGroup): SettingsPageContribution => ({
  path,
  title,
  icon,
  group,
  component: { lazy: () => import('./pages/all').then((p) => p.pageAt(path)) },
  keywords: () => import('./pages/all').then((p) => p.keywords[path] ?? []),
});

export default defineExtension({
  id: 'settings',
  contributes: {
    routes: [{ path: '/settings', component: { lazy: () => import('./SettingsMenuPage') }, loginRequired: true }],
    // Navbar catalogue entries of spec 1 §2.6: Settings after "more", and the gear among the navbar's controls.
    navbar: [
      { id: 'settings', title: m.settings, icon: 'settings', to: '/settings', show: (w) => w.signedIn, slot: 'afterMore' },
      { id: 'navbarSettings', title: m.navbarSettings, icon: 'settings', to: '/settings/navbar', slot: 'controls' },
    ],
    settingsPages: [
      page('preferences', m.preferences, 'settings', 'client'),
      page('profiles', m.profiles, 'folder', 'client'),
      page('navbar', m.navbar, 'navbar', 'client'),
      page('profile', m.profile, 'user', 'basic'),
      page('privacy', m.privacy, 'lock', 'basic'),
      page('mute-block', m.muteBlock, 'eyeOff', 'account'),
      page('notifications', m.notifications, 'bell', 'basic'),
      page('email', m.email, 'mail', 'basic'),
      page('security', m.security, 'shield', 'basic'),
      page('other', m.other, 'dots', 'other'),
    ],
  },
  activate(ctx) {
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
  },
});
