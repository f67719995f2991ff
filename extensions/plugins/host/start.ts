/** Builds the one plugin runtime from the extension's context (loaded lazily: AiScript and SES live behind it). */
import type { ExtensionContext } from '@kite/sdk';
import { Api, Config, Dialogs, I18n, Preferences, Toasts, Viewer } from '@kite/sdk';
import { pluginPrefs } from '../store';
import { pluginMessages as m } from '../messages';
import { PluginRuntime } from './runtime';
import type { HostServices } from './hostCalls';

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
    },
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
