/** Builds the one plugin runtime from the extension's context (loaded lazily: AiScript and SES live behind it). */
import type { ExtensionContext } from '@kite/sdk';
import { createElement } from 'react';
import { Api, Config, Dialogs, I18n, Overlays, Preferences, Toasts, Viewer, mountUntilDone } from '@kite/sdk';
import { pluginPrefs } from '../store';
import { pluginMessages as m } from '../messages';
import { PluginRuntime } from './runtime';
import type { HostServices } from './hostCalls';
import type { GateDeps, PauseReason } from './gate';
import type { FrameAnswer } from './PluginFrame';

const PAUSED = {
  budget: m.budgetReport,
  flood: m.floodReport,
  dialogs: m.dialogFloodReport,
  person: m.stoppedByPerson,
} as const;

/** Kite's services around plugins' dialogs, toasts and tokens (gate.ts). */
function gateDeps(ctx: Pick<ExtensionContext, 'get'>): Omit<GateDeps, 'logs' | 'pause'> {
  const i18n = ctx.get(I18n);
  return {
    toasts: ctx.get(Toasts),
    dialogs: ctx.get(Dialogs),
    frame: (plugin, kind, title, text) =>
      import('./PluginFrame').then(({ PluginDialog }) =>
        mountUntilDone<FrameAnswer>(
          ctx.get(Overlays),
          (done) => () => createElement(PluginDialog, { plugin, kind, title, text, onDone: done }),
        ),
      ),
    onManagementPage: () => globalThis.location.pathname.startsWith('/settings/plugin'),
    texts: {
      pluginToast: (name, text) => i18n.t(m.pluginToast, { name, text }),
      tokenTitle: (name) => i18n.t(m.tokenTitle, { name }),
      tokenText: (endpoint, tail) => i18n.t(m.tokenText, { endpoint, tail }),
      refused: (name, endpoint) => i18n.t(m.refusedEndpoint, { name, endpoint }),
    },
  };
}

let runtime: PluginRuntime | null = null;

export function hostServices(ctx: Pick<ExtensionContext, 'get'>): HostServices {
  return {
    api: ctx.get(Api),
    dialogs: ctx.get(Dialogs),
    toasts: ctx.get(Toasts),
    storage: globalThis.localStorage,
    location: () => globalThis.location.href,
    openWindow: (url) => {
      globalThis.open(url, '_blank', 'noopener,noreferrer');
    },
  };
}

export function ensureRuntime(ctx: ExtensionContext): PluginRuntime {
  if (runtime) return runtime;
  const i18n = ctx.get(I18n);
  const viewer = ctx.get(Viewer);
  const api = ctx.get(Api);
  runtime = new PluginRuntime({
    contributors: ctx,
    services: hostServices(ctx),
    prefs: pluginPrefs(ctx.get(Preferences)),
    env: () => {
      const me = viewer.info.me;
      return {
        userId: me?.id ?? null,
        userName: me?.name ?? null,
        userUsername: me?.username ?? null,
        locale: i18n.lang,
        serverUrl: api.origin,
      };
    },
    report: (text) => ctx.get(Toasts).show(text),
    safeMode: ctx.get(Config).safeMode === true,
    messages: {
      stopped: (name) => i18n.t(m.stoppedReport, { name }),
      failed: (name) => i18n.t(m.failedReport, { name }),
      paused: (name, reason: PauseReason) => i18n.t(PAUSED[reason], { name }),
      item: (title, name) => i18n.t(m.pluginItem, { title, name }),
    },
    gate: gateDeps(ctx),
  });
  ctx.onDispose(() => {
    runtime?.shutdown();
    runtime = null;
  });
  return runtime;
}

/** Called at activation when some plugin is active and safe mode is off. */
export function startPlugins(ctx: ExtensionContext): Promise<void> {
  return ensureRuntime(ctx).startAll();
}
