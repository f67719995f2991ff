import { Contributions, defineExtension } from '@kite/sdk';
import type { Disposable, SettingsPageContribution } from '@kite/sdk';
import { settingsTitles as m } from './titles';

/**
 * The settings shell: `/settings` (every settings page, grouped, with a search box) and a
 * route for each `settingsPages` contribution, drawn in the settings frame. It also owns the
 * pages of settings no other extension owns: preferences, preference profiles, navbar, profile,
 * privacy, other.
 */
export default defineExtension({
  id: 'settings',
  activate(ctx) {
    ctx.routes.add({ path: '/settings', component: { lazy: () => import('./SettingsMenuPage') }, loginRequired: true });

    // Every contributed page gets its route here, so each appears in the same frame.
    const registry = ctx.get(Contributions);
    const routed = new Map<SettingsPageContribution, Disposable>();
    const sync = () => {
      const pages = registry.list('settingsPages');
      for (const [page, d] of routed) if (!pages.includes(page)) { d.dispose(); routed.delete(page); }
      for (const page of pages) {
        if (routed.has(page)) continue;
        routed.set(page, ctx.routes.add({ path: `/settings/${page.path}`, component: { lazy: () => import('./frame').then((f) => f.framed(page)) }, loginRequired: true }));
      }
    };
    sync();
    ctx.onDispose(registry.subscribe('settingsPages', sync));

    const add = (page: SettingsPageContribution) => ctx.settingsPages.add(page);
    const kw = (path: string) => () => import('./keywords').then((k) => k.keywords[path] ?? []);
    add({ path: 'preferences', title: m.preferences, icon: 'settings', group: 'client', component: { lazy: () => import('./pages/PreferencesPage') },
      keywords: kw('preferences') });
    add({ path: 'profiles', title: m.profiles, icon: 'folder', group: 'client', component: { lazy: () => import('./pages/ProfilesPage') },
      keywords: kw('profiles') });
    add({ path: 'navbar', title: m.navbar, icon: 'navbar', group: 'client', component: { lazy: () => import('./pages/NavbarPage') }, keywords: kw('navbar') });
    add({ path: 'profile', title: m.profile, icon: 'user', group: 'basic', component: { lazy: () => import('./pages/ProfilePage') },
      keywords: kw('profile') });
    add({ path: 'privacy', title: m.privacy, icon: 'lock', group: 'basic', component: { lazy: () => import('./pages/PrivacyPage') },
      keywords: kw('privacy') });
  },
});
