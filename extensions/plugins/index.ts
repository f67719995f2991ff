import { AiScriptRunner, Config, Dialogs, Preferences, Toasts, defineExtension } from '@kite/sdk';
import { pluginNavMessages as m } from './navMessages';
import { pluginPrefs } from './store';
import { setContext } from './context';
import { aiScriptRunner } from './runnerService';

const pages = () => import('./pages/all');
const settingsPage = { lazy: () => pages().then((p) => ({ default: p.PluginsPage })) };
const installPage = { lazy: () => pages().then((p) => ({ default: p.InstallPage })) };
const linkPage = { lazy: () => pages().then((p) => ({ default: p.InstallFromLinkPage })) };
const scratchpadPage = { lazy: () => pages().then((p) => ({ default: p.ScratchpadPage })) };
const widgetRegistry = () => import('./widgets/registry');

/**
 * AiScript plugins (spec 2 §3–§8): management pages, the scratchpad, and — only when some
 * plugin is active and safe mode is off — the runtime (worker, SES, AiScript), loaded lazily.
 */
export default defineExtension({
  id: 'plugins',
  requires: [Dialogs, Toasts],
  provides: [AiScriptRunner],
  contributes: {
    // The settings extension routes /settings/plugin and /settings/plugin/install inside its frame.
    settingsPages: [
      { path: 'plugin', title: m.plugins, icon: 'puzzle', component: settingsPage },
      { path: 'plugin/install', title: m.install, icon: 'download', hidden: true, component: installPage },
    ],
    routes: [
      // Opened from another site's install link: no main navigation (spec 1 §2.2).
      { path: '/install-extensions', component: linkPage, loginRequired: true, minimalShell: true },
      { path: '/scratchpad', component: scratchpadPage },
    ],
    // Spec 1 §2.1: the old spelling still works.
    redirects: [{ from: '/install-extentions', to: (c) => `/install-extensions${c.search}` }],
    // Widgets that run a person's script (spec 1 §2.8): code and sandbox load on first use.
    widgets: (['aiscript', 'button', 'aiscriptApp'] as const).map((name) => ({
      name,
      title: m[name],
      component: { lazy: () => widgetRegistry().then((r) => r.loadWidget(name)) },
      settings: () => widgetRegistry().then((r) => r.loadForm(name)),
    })),
  },
  activate(ctx) {
    setContext(ctx);
    ctx.provide(AiScriptRunner, aiScriptRunner(ctx));
    ctx.onDispose(() => setContext(null));
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
