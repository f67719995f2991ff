import { proxy, subscribe } from 'valtio';
import type { CorePreferences, PreferenceGroup, PreferencesService } from '@kite/sdk';
import { corePreferenceDefaults } from '@kite/sdk';

export interface PrefStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const STORAGE_KEY = 'kite:preferences';

/**
 * The preferences store: one valtio proxy holding core keys and every extension's
 * namespaced keys (`ns.key`), persisted as JSON. Profiles, scopes and sync build on it.
 */
export class KernelPreferences implements PreferencesService {
  readonly state: Record<string, unknown>;

  constructor(private readonly storage: PrefStorage | null) {
    let saved: Record<string, unknown> = {};
    try {
      saved = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    } catch {
      saved = {};
    }
    this.state = proxy<Record<string, unknown>>({ ...corePreferenceDefaults, ...saved });
    subscribe(this.state, () => this.persist());
  }

  private persist() {
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.state));
    } catch (e) {
      console.warn('[kite] preferences could not be saved', e);
    }
  }

  get<K extends keyof CorePreferences>(key: K): CorePreferences[K] {
    return this.state[key] as CorePreferences[K];
  }

  set<K extends keyof CorePreferences>(key: K, value: CorePreferences[K]): void {
    this.state[key] = value;
  }

  define<T extends Record<string, unknown>>(namespace: string, defaults: T): PreferenceGroup<T> {
    for (const [k, v] of Object.entries(defaults)) {
      const full = `${namespace}.${k}`;
      if (!(full in this.state)) this.state[full] = v;
    }
    const state = this.state;
    return {
      namespace,
      defaults,
      get: (key) => state[`${namespace}.${key}`] as T[typeof key],
      set: (key, value) => {
        state[`${namespace}.${key}`] = value;
      },
    };
  }
}
