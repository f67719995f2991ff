import { proxy } from 'valtio';
import { corePreferenceDefaults } from '../preferences';
import type { CorePreferences } from '../preferences';
import type { PreferenceGroup, PreferencesService } from '../services';

type State = CorePreferences & Record<string, unknown>;

/**
 * A `PreferencesService` in memory: the core defaults with the test's `values` over them, in a
 * reactive state (`usePreference` re-renders). A feature's keys live under `namespace.key`, as in
 * the kernel, so a test seeds them as `{ 'drive.watermarkPresets': […] }` and reads `state` after.
 */
export class TestPreferences implements PreferencesService {
  readonly state: State;

  constructor(values: Partial<CorePreferences> & Record<string, unknown> = {}) {
    this.state = proxy<State>({ ...corePreferenceDefaults, ...values });
  }

  get<K extends keyof CorePreferences>(key: K): CorePreferences[K] {
    return this.state[key];
  }

  set<K extends keyof CorePreferences>(key: K, value: CorePreferences[K]): void {
    this.state[key] = value;
  }

  define<T extends Record<string, unknown>>(namespace: string, defaults: T): PreferenceGroup<T> {
    const state = this.state;
    return {
      namespace,
      defaults,
      get<K extends keyof T & string>(key: K): T[K] {
        const id = `${namespace}.${key}`;
        // Only this group (or the test, seeding its keys) writes under its namespace.
        return id in state ? (state[id] as T[K]) : defaults[key];
      },
      set<K extends keyof T & string>(key: K, value: T[K]): void {
        state[`${namespace}.${key}`] = value;
      },
    };
  }
}

export function preferencesDouble(values: Partial<CorePreferences> & Record<string, unknown> = {}): TestPreferences {
  return new TestPreferences(values);
}
