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

/**
 * AiScript plugins (spec 2 §3–§8): management pages, the scratchpad, and — only when some
 * plugin is active and safe mode is off — the runtime (worker, SES, AiScript), loaded lazily.
 */
export default defineExtension({
  id: 'plugins',
  requires: [Dialogs, Toasts],
  provides: [AiScriptRunner],
  activate(ctx) {
    setContext(ctx);
    ctx.provide(AiScriptRunner, aiScriptRunner(ctx));
    ctx.onDispose(() => setContext(null));
    // The settings extension routes /settings/plugin and /settings/plugin/install inside its frame.
    ctx.settingsPages.add({ path: 'plugin', title: m.plugins, icon: 'puzzle', component: settingsPage });
    ctx.settingsPages.add({ path: 'plugin/install', title: m.install, icon: 'download', hidden: true, component: installPage });
    // Opened from another site's install link: no main navigation (spec 1 §2.2).
    ctx.routes.add({ path: '/install-extensions', component: linkPage, loginRequired: true, minimalShell: true });
    // Spec 1 §2.1: the old spelling still works.
    ctx.redirects.add({ from: '/install-extentions', to: (c) => `/install-extensions${c.search}` });
    ctx.routes.add({ path: '/scratchpad', component: scratchpadPage });
    // Widgets that run a person's script (spec 1 §2.8): code and sandbox load on first use.
    const reg = () => import('./widgets/registry');
    for (const name of ['aiscript', 'button', 'aiscriptApp'] as const) {
      ctx.widgets.add({
        name,
        title: m[name],
        component: { lazy: () => reg().then((r) => r.loadWidget(name)) },
        settings: () => reg().then((r) => r.loadForm(name)),
      });
    }
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
