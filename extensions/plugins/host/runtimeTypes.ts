/** What the plugin runtime (runtime.ts) is built from, and how it describes a plugin's state. */
import type { PluginEnv } from '../sandbox/protocol';
import type { PluginPrefs } from '../store';
import type { HostServices } from './hostCalls';
import type { GateDeps, PauseReason } from './gate';
import type { Contributors } from './registrations';

export interface RuntimeDeps {
  contributors: Contributors;
  services: HostServices;
  prefs: PluginPrefs;
  env: () => Omit<PluginEnv, 'config'>;
  /** Tells the person something went wrong with a plugin (a toast). */
  report: (text: string) => void;
  /** Safe mode: plugins are managed but never run. */
  safeMode: boolean;
  messages: {
    stopped: (name: string) => string;
    failed: (name: string) => string;
    /** Why a plugin was paused, told to the person. */
    paused: (name: string, reason: PauseReason) => string;
    /** A plugin's menu or navbar item: its title marked with its name. */
    item: (title: string, name: string) => string;
  };
  /** The gate's own services (gate.ts); absent in tests that need no plugin dialogs. */
  gate?: Omit<GateDeps, 'logs' | 'pause'>;
}

export type PluginState = 'inactive' | 'running' | 'stopped';
/** Why a plugin is stopped: it did not answer, or it was paused (gate.ts). */
export type StopReason = 'not responding' | PauseReason;
