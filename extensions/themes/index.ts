import { Preferences, Theme, afterFirstContent, defineExtension } from '@kite/sdk';
import type { ComponentType } from 'react';
import type { RouteProps } from '@kite/sdk';
import { themeTitles as m } from './titles';

type Pages = typeof import('./pages/all');
const page = (name: 'ThemePage' | 'InstallPage' | 'ManagePage' | 'ThemeEditorPage') => ({
  lazy: () => import('./pages/all').then((p: Pages): { default: ComponentType<RouteProps> } => ({ default: p[name] })),
});

/**
 * Themes: the 19 built-ins (registered with the kernel's theme service, precompiled), the theme
 * settings pages (choice with previews, install, manage) and `/theme-editor`. Installed themes
 * live in the `themes` preference, so they sync and back up with the profile.
 */
export default defineExtension({
  id: 'themes',
  requires: [Theme, Preferences],
  contributes: {
    settingsPages: [
      {
        path: 'theme',
        title: m.theme,
        icon: 'palette',
        group: 'client',
        component: page('ThemePage'),
        keywords: () => import('./pages/all').then((p) => p.themeKeywords),
      },
      { path: 'theme/install', title: m.install, icon: 'download', hidden: true, component: page('InstallPage') },
      { path: 'theme/manage', title: m.manage, icon: 'palette', hidden: true, component: page('ManagePage') },
    ],
    routes: [{ path: '/theme-editor', component: page('ThemeEditorPage'), loginRequired: true }],
  },
  activate(ctx) {
    // Start-up does not wait for the catalogue: it registers when it arrives (unless the extension
    // was switched off by then). When the last painted theme is on screen from the kernel's cache,
    // it is fetched once the first content is drawn; without one (a first visit) at once, so the
    // page is not laid out unthemed and then again.
    let active = true;
    ctx.onDispose(() => (active = false));
    const theme = ctx.get(Theme);
    void (theme.painted ? afterFirstContent() : Promise.resolve())
      .then(() => import('./builtins/catalog'))
      .then(
        (c) => {
          if (active)
            ctx.onDispose(
              theme.register(c.builtinThemes, { precompiled: c.precompiledThemes, bases: { light: c.kiteLight, dark: c.kiteDark } })
                .dispose,
            );
        },
        // Offline or a failed chunk: the cached theme stays painted; the catalogue comes with the next load.
        () => {},
      );
  },
});
