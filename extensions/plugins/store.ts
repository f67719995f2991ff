/**
 * Installed plugins, persisted with the preferences (device-local, like Misskey's). Tiny and
 * AiScript-free: index.ts reads it at start-up to decide whether to load the plugin runtime.
 */
import type { PreferenceGroup, PreferencesService } from '@kite/sdk';
import type { AiScriptLine } from './sandbox/version';
import type { PluginMeta } from './sandbox/protocol';

export interface InstalledPlugin extends PluginMeta {
  installId: string;
  line: AiScriptLine;
  src: string;
  active: boolean;
  configData: Record<string, string | number | boolean | null>;
  /** The MiAuth token granted at install (null when the plugin asked for no permission). */
  token: string | null;
}

const defaults = { installed: [] as InstalledPlugin[] };
export type PluginPrefs = PreferenceGroup<typeof defaults>;

export function pluginPrefs(prefs: PreferencesService): PluginPrefs {
  return prefs.define('plugins', defaults);
}
