import { Preferences, Theme, defineExtension } from '@kite/sdk';
import { themeTitles as m } from './titles';

/**
 * Themes: the 19 built-ins (registered with the kernel's theme service, precompiled), the theme
 * settings pages (choice with previews, install, manage) and `/theme-editor`. Installed themes
 * live in the `themes` preference, so they sync and back up with the profile.
 */
export default defineExtension({
  id: 'themes',
  requires: [Theme, Preferences],
  async activate(ctx) {
    const { builtinThemes, kiteLight, kiteDark, precompiledThemes } = await import('./builtins/catalog');
    const reg = ctx.get(Theme).register(builtinThemes, { precompiled: precompiledThemes, bases: { light: kiteLight, dark: kiteDark } });
    ctx.onDispose(() => reg.dispose());

    ctx.settingsPages.add({ path: 'theme', title: m.theme, icon: 'palette', group: 'client', component: { lazy: () => import('./pages/ThemePage') },
      keywords: () => import('./messages').then(({ themeMessages: t }) => [t.lightTheme, t.darkTheme, t.darkMode, t.syncDeviceDarkMode, t.install, t.manage, t.editor]) });
    ctx.settingsPages.add({ path: 'theme/install', title: m.install, icon: 'download', group: 'client', hidden: true, component: { lazy: () => import('./pages/InstallPage') } });
    ctx.settingsPages.add({ path: 'theme/manage', title: m.manage, icon: 'palette', group: 'client', hidden: true, component: { lazy: () => import('./pages/ManagePage') } });
    ctx.routes.add({ path: '/theme-editor', component: { lazy: () => import('./pages/ThemeEditorPage') }, loginRequired: true });
  },
});
