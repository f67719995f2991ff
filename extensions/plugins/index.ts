import { Config, Preferences, defineExtension } from '@kite/sdk';
import { pluginNavMessages as m } from './navMessages';
import { pluginPrefs } from './store';
import { setContext } from './context';

const pages = () => import('./pages/all');
const settingsPage = { lazy: () => pages().then((p) => ({ default: p.PluginsPage })) };
const installPage = { lazy: () => pages().then((p) => ({ default: p.InstallPage })) };
const linkPage = { lazy: () => pages().then((p) => ({ default: p.InstallFromLinkPage })) };
const scratchpadPage = { lazy: () => pages().then((p) => ({ default: p.ScratchpadPage })) };

/**
 * AiScript plugins (spec 2 §3–§8): management pages, the scratchpad, and — only when some
 * plugin is active and safe mode is off — the runtime (worker, SES, AiScript), loaded lazily.
 */
export default defineExtension({
  id: 'plugins',
  activate(ctx) {
    setContext(ctx);
    ctx.onDispose(() => setContext(null));
    ctx.routes.add({ path: '/settings/plugin', component: settingsPage, loginRequired: true });
    ctx.routes.add({ path: '/settings/plugin/install', component: installPage, loginRequired: true });
    // The old /install-extentions spelling is redirected here by the kernel's redirect rules.
    ctx.routes.add({ path: '/install-extensions', component: linkPage, loginRequired: true });
    ctx.routes.add({ path: '/scratchpad', component: scratchpadPage });
    ctx.settingsPages.add({ path: 'plugin', title: m.plugins, icon: 'puzzle', component: settingsPage });
    const safeMode = ctx.get(Config).safeMode === true;
    if (
      !safeMode &&
      pluginPrefs(ctx.get(Preferences))
        .get('installed')
        .some((p) => p.active)
    ) {
      void import('./host/start').then((s) => s.startPlugins(ctx));
    }
  },
});
