import { proxy, subscribe } from 'valtio';
import type {
  CorePreferences,
  PreferenceGroup,
  PreferenceProfilesService,
  PreferencesProfile,
  PreferencesService,
  PrefRecord,
  SyncChoice,
} from '@kite/sdk';
import { afterFirstContent, corePreferenceDefaults, loadOnce } from '@kite/sdk';
import { isQuotaError, setOrEvict } from '../../sdk/keyValue';
import { reportStorageTrouble } from '../boot/storageTrouble';
import type { PreferencesCloud } from './cloud';
import type { ApiService } from '@kite/sdk';
import type { Who } from './profile';
import {
  accountDependentKeys,
  clone,
  createProfile,
  deepEqual,
  makeScope,
  matchedRecord,
  normalizeKey,
  parseStoredProfile,
  profileKey,
} from './profile';

export interface PrefStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where the profile is stored; nothing there means a first visit. */
export const STORAGE_KEY = 'kite:preferences';
/** `<tab id>/<time>` of the last save by any tab; other tabs reload the profile when it moves. */
const UPDATE_KEY = 'kite:preferencesUpdate';
const AUTO_BACKUP_KEY = 'kite:preferencesAutoBackup';

function randomId(): string {
  return globalThis.crypto?.randomUUID?.().replaceAll('-', '').slice(0, 16) ?? Math.random().toString(36).slice(2);
}

/**
 * The preferences: a valtio proxy of current values (core keys and every extension's
 * `ns.key`), backed by a preference profile (spec 1 §3) persisted as JSON. A write to the
 * proxy is committed to the record that applies to the signed-in account; synced records
 * also go to the server registry.
 */
export class KernelPreferences implements PreferencesService, PreferenceProfilesService {
  readonly state: Record<string, unknown>;
  private data: PreferencesProfile;
  private who: Who | null = null;
  /** Keys written here since start-up, until the server's values are first read: newer than those, so kept. */
  private written: Set<string> | null = new Set();
  /** The registry client: loads after the first content (nothing on the first screen needs it) or on first use. */
  private cloud: (() => Promise<PreferencesCloud>) | null = null;
  private readonly defaults: Record<string, unknown> = { ...corePreferenceDefaults };
  private readonly listeners = new Set<() => void>();
  private readonly tabId = randomId();
  private lastReload = Date.now();

  constructor(
    private readonly storage: PrefStorage | null,
    private readonly version = '0',
  ) {
    this.data = this.load() ?? createProfile(version, randomId());
    this.state = proxy<Record<string, unknown>>({});
    this.refreshValues();
    this.save();
    // valtio reports no paths by default: compare every key with its record (cheap, and a no-op when equal).
    subscribe(this.state, () => {
      const changed = Object.keys(this.state).filter((key) => !deepEqual(this.state[key], this.record(key)[1]));
      if (!changed.length) return;
      // Another tab may have saved since this one looked: start from its profile, keeping only
      // what changed here, so this tab never writes back its older copy of the other values.
      this.checkOtherTabs(new Set(changed));
      for (const key of changed) this.commit(key, this.state[key]);
    });
  }

  private load(): PreferencesProfile | null {
    try {
      return parseStoredProfile(JSON.parse(this.storage?.getItem(STORAGE_KEY) ?? 'null'), this.version, randomId);
    } catch {
      return null;
    }
  }

  private records(key: string): PrefRecord[] {
    const pk = profileKey(key);
    normalizeKey(this.data, pk, this.defaults[key], this.who);
    return this.data.preferences[pk];
  }

  private record(key: string): PrefRecord {
    // normalizeKey guarantees a shared record.
    return matchedRecord(this.records(key), this.who)!;
  }

  /** Puts the values that apply now into the proxy (after load, sign-in, another tab's change). */
  private refreshValues(except: ReadonlySet<string> = new Set()) {
    for (const key of Object.keys(this.defaults)) {
      if (except.has(key)) continue;
      const v = this.record(key)[1];
      if (!deepEqual(this.state[key], v)) this.state[key] = clone(v);
    }
  }

  private commit(key: string, value: unknown) {
    // A key written without `define` first: its first value becomes its default.
    const isNew = !(key in this.defaults);
    if (isNew) this.defaults[key] = clone(value);
    const rec = this.record(key);
    if (deepEqual(rec[1], value)) {
      if (isNew) this.save();
      return;
    }
    const pk = profileKey(key);
    if (this.who && accountDependentKeys.has(pk) && rec[0].account == null) {
      this.data.preferences[pk].push([makeScope({ server: this.who.host, account: this.who.account }), clone(value), {}]);
    } else {
      const v = (rec[1] = clone(value));
      this.written?.add(pk);
      if (rec[2].sync)
        void this.cloud?.()
          .then((c) => c.set(pk, rec[0], v))
          .catch((e: unknown) => console.warn('[kite] preference sync failed', key, e));
    }
    this.save();
  }

  private save() {
    this.data.modifiedAt = Date.now();
    this.data.version = this.version;
    try {
      if (this.storage) setOrEvict(this.storage, STORAGE_KEY, JSON.stringify(this.data));
      this.storage?.setItem(UPDATE_KEY, `${this.tabId}/${Date.now()}`);
    } catch (e) {
      // Applies in this tab all the same; the person is told once that it is not kept.
      console.warn('[kite] preferences could not be saved', e);
      reportStorageTrouble(isQuotaError(e) ? 'full' : 'missing');
    }
    for (const l of [...this.listeners]) l();
  }

  /**
   * Signs the profile in: records for this account and server, values from the server for
   * synced keys, the 5 s check for other tabs' changes and the 3 min auto backup.
   */
  async attach(who: Who | null, api: ApiService | null, timers = true): Promise<void> {
    this.who = who;
    this.refreshValues();
    if (who && api) this.cloud = loadOnce(async () => new (await import('./cloud')).PreferencesCloud(api));
    await afterFirstContent();
    if (timers && typeof window !== 'undefined') {
      window.setInterval(() => this.checkOtherTabs(), 5000);
      // At once when another tab writes (the interval stays for storage that sends no events).
      window.addEventListener('storage', (e) => {
        if (e.key === UPDATE_KEY) this.checkOtherTabs();
      });
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') this.checkOtherTabs();
      });
      void this.cloud?.().then((c) => c.autoBackup(() => (this.autoBackup && this.data.name ? this.data : null)));
    }
    await this.fetchCloud().finally(() => (this.written = null));
  }

  /** Reads the server's values of every synced key (they win over this device's). */
  async fetchCloud(): Promise<void> {
    const keys = Object.keys(this.defaults).filter((k) => !this.written?.has(profileKey(k)));
    if (await (await this.cloud?.())?.pull(keys.map((k) => [profileKey(k), this.record(k)]))) {
      this.save();
      this.refreshValues();
    }
  }

  /** Another tab saved: take its profile (checked every 5 s and when this tab shows again). */
  checkOtherTabs(except: ReadonlySet<string> = new Set()): void {
    const latest = this.storage?.getItem(UPDATE_KEY);
    if (!latest) return;
    const [tab, at] = latest.split('/');
    if (tab === this.tabId || Number(at) <= this.lastReload) return;
    this.lastReload = Date.now();
    this.data = this.load() ?? this.data;
    this.refreshValues(except);
    for (const l of [...this.listeners]) l();
    void this.fetchCloud();
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
      this.defaults[full] = v;
      const current = this.record(full)[1];
      if (!deepEqual(this.state[full], current)) this.state[full] = clone(current);
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

  // ---- profiles (PreferenceProfilesService) ----

  profile(): PreferencesProfile {
    return clone(this.data);
  }

  renameProfile(name: string): void {
    this.data.name = name.trim();
    this.save();
  }

  replaceProfile(profile: PreferencesProfile): void {
    this.data = clone(profile);
    this.save();
    this.refreshValues();
  }

  isSynced(key: string): boolean {
    return this.record(key)[2].sync === true;
  }

  async enableSync(key: string, choose: (opts: { canMerge: boolean }) => Promise<SyncChoice>): Promise<boolean> {
    if (this.isSynced(key)) return true;
    const cloud = await this.cloud?.();
    if (!cloud) return false;
    const rec = this.record(key);
    const agreed = await cloud.enable(profileKey(key), rec[0], rec[1], choose);
    if (!agreed) return false;
    rec[1] = clone(agreed.value);
    rec[2].sync = true;
    this.save();
    this.refreshValues();
    return true;
  }

  disableSync(key: string): void {
    const rec = this.record(key);
    if (!rec[2].sync) return;
    delete rec[2].sync;
    this.save();
  }

  canOverride(key: string): boolean {
    return this.who !== null && !accountDependentKeys.has(profileKey(key));
  }

  isOverridden(key: string): boolean {
    const who = this.who;
    return who !== null && this.records(key).some(([s]) => s.server === who.host && s.account === who.account);
  }

  setOverride(key: string, on: boolean): void {
    const who = this.who;
    if (!who || !this.canOverride(key) || on === this.isOverridden(key)) return;
    const records = this.records(key);
    if (on) records.push([makeScope({ server: who.host, account: who.account }), clone(this.state[key]), {}]);
    else
      records.splice(
        records.findIndex(([s]) => s.server === who.host && s.account === who.account),
        1,
      );
    this.save();
    this.refreshValues();
  }

  private needCloud = (): Promise<PreferencesCloud> => this.cloud?.() ?? Promise.reject(new Error('not signed in'));

  async listBackups(): Promise<string[]> {
    return (await this.needCloud()).listBackups();
  }

  async backup(): Promise<void> {
    if (!this.data.name) throw new Error('a backup needs a named profile');
    await (await this.needCloud()).backup(this.profile());
  }

  async restoreBackup(name: string): Promise<void> {
    const raw = await (await this.needCloud()).readBackup(name);
    const p = parseStoredProfile(raw, this.version, randomId);
    if (!p || (raw as { type?: unknown }).type !== 'main') throw new Error('not a preference profile');
    this.replaceProfile(p);
    this.storage?.setItem(AUTO_BACKUP_KEY, 'true');
  }

  async deleteBackup(name: string): Promise<void> {
    return (await this.needCloud()).deleteBackup(name);
  }

  get autoBackup(): boolean {
    return this.storage?.getItem(AUTO_BACKUP_KEY) === 'true';
  }

  setAutoBackup(on: boolean): boolean {
    if (on && !this.data.name) return false;
    this.storage?.setItem(AUTO_BACKUP_KEY, on ? 'true' : 'false');
    for (const l of [...this.listeners]) l();
    return true;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
