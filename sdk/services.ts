import type { ComponentType } from 'react';
import type { ContributionPointId, ContributionTypes, ViewerInfo } from './contributions';
import type { Disposable } from './tokens';
import type { MessageKey, MessageParams } from './i18n';
import type { CorePreferences, PreferencesProfile, SyncChoice } from './preferences';
import { createToken } from './tokens';

/** Read access to every contribution point; each is observable. */
export interface ContributionRegistry {
  list<K extends ContributionPointId>(point: K): readonly ContributionTypes[K][];
  subscribe(point: ContributionPointId, listener: () => void): () => void;
}
export const Contributions = createToken<ContributionRegistry>('Contributions');

/** Operator configuration from kite.config.json (served beside index.html). */
export interface RuntimeConfig {
  /** Bundle id → enabled. Missing ids are enabled. */
  bundles: Readonly<Record<string, boolean>>;
  /** URLs of third-party extension ES modules. */
  extensions: readonly string[];
  /** Safe mode (spec 1 §4): no third-party extension and no plugin runs. Set by the kernel at start-up. */
  readonly safeMode?: boolean;
}
export const Config = createToken<RuntimeConfig>('Config');

/** The app's navigation. Inside a page window it is that window's own router. */
export interface NavigationService {
  /** Navigates in-app; a path matching only the catch-all does a full page load. */
  push(to: string): void;
  replace(to: string): void;
  back(): void;
  /** Current path + search + hash. */
  readonly current: string;
  subscribe(listener: () => void): () => void;
}
export const Navigation = createToken<NavigationService>('Navigation');

/** Page-view reporting: every route change is reported here. */
export interface AnalyticsService {
  pageView(path: string): void;
  onPageView(listener: (path: string) => void): () => void;
}
export const Analytics = createToken<AnalyticsService>('Analytics');

export interface I18nService {
  readonly lang: string;
  t(key: MessageKey | string, params?: MessageParams): string;
  formatNumber(n: number, opts?: Intl.NumberFormatOptions): string;
  formatDate(d: Date | number, opts?: Intl.DateTimeFormatOptions): string;
  formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  plural(n: number): Intl.LDMLPluralRule;
  subscribe(listener: () => void): () => void;
}
export const I18n = createToken<I18nService>('I18n');

/** Typed, persisted preferences (valtio-backed). */
export interface PreferencesService {
  /** The reactive state object (use `usePreference` in components). */
  readonly state: Record<string, unknown>;
  get<K extends keyof CorePreferences>(key: K): CorePreferences[K];
  set<K extends keyof CorePreferences>(key: K, value: CorePreferences[K]): void;
  /** Declares feature keys with defaults; returns typed accessors. */
  define<T extends Record<string, unknown>>(namespace: string, defaults: T): PreferenceGroup<T>;
}
export interface PreferenceGroup<T extends Record<string, unknown>> {
  readonly namespace: string;
  readonly defaults: T;
  get<K extends keyof T & string>(key: K): T[K];
  set<K extends keyof T & string>(key: K, value: T[K]): void;
}
export const Preferences = createToken<PreferencesService>('Preferences');

/**
 * The preference profile behind `Preferences` (spec 1 §3, §4): name, per-key sync through the
 * server registry, account overrides, cloud backups. Keys are Kite's preference names.
 */
export interface PreferenceProfilesService {
  /** The profile behind the values (id, name, records by key); a snapshot copy. */
  profile(): PreferencesProfile;
  renameProfile(name: string): void;
  /** Replaces the whole profile (import, cloud restore); the page reloads after. */
  replaceProfile(profile: PreferencesProfile): void;
  /** Whether the record in use for `key` syncs through the server registry. */
  isSynced(key: string): boolean;
  /**
   * Turns sync on for `key`. When the server holds a different value `choose` decides
   * (`merge` is offered only where a merge is possible). Resolves whether sync is now on.
   */
  enableSync(key: string, choose: (opts: { canMerge: boolean }) => Promise<SyncChoice>): Promise<boolean>;
  disableSync(key: string): void;
  /** Whether the key can have an override for the signed-in account (not for account-dependent keys). */
  canOverride(key: string): boolean;
  isOverridden(key: string): boolean;
  setOverride(key: string, on: boolean): void;
  /** Cloud backups of named profiles (registry scope client/preferences/backups). */
  listBackups(): Promise<string[]>;
  backup(): Promise<void>;
  /** Reads a backup and makes it this device's profile; the caller reloads the page. */
  restoreBackup(name: string): Promise<void>;
  deleteBackup(name: string): Promise<void>;
  /** Automatic cloud backup every 3 minutes while the page is visible (named profiles only). */
  readonly autoBackup: boolean;
  /** Returns false (and stays off) when switching on for a profile without a name. */
  setAutoBackup(on: boolean): boolean;
  /** Re-renders subscribers on profile changes that are not value changes (name, sync flags). */
  subscribe(listener: () => void): () => void;
}
export const PreferenceProfiles = createToken<PreferenceProfilesService>('PreferenceProfiles');

export interface ThemeDefinition {
  id: string;
  name: string;
  author?: string;
  desc?: string;
  base?: 'light' | 'dark';
  kind?: 'light' | 'dark';
  props: Record<string, string>;
  codeHighlighter?: { base: string };
}
export interface ThemeService {
  readonly isDark: boolean;
  readonly current: ThemeDefinition;
  /** Whether a theme is on screen already (the one painted last time, from the kernel's cache). */
  readonly painted: boolean;
  /** Every theme: the registered ones (built-ins), then the installed ones (preference `themes`). */
  list(): readonly ThemeDefinition[];
  /** Whether `id` is a registered (built-in) theme: those cannot be installed over or deleted. */
  isBuiltin(id: string): boolean;
  setDark(dark: boolean): void;
  toggleDark(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Makes themes available. `precompiled` holds their CSS variables (so painting them needs no
   * compiler); `bases` are the themes a `base: 'light' | 'dark'` theme inherits its props from.
   */
  register(themes: readonly ThemeDefinition[], opts?: ThemeRegistration): Disposable;
  /** CSS values of a theme (its base's props merged in); loads the compiler. Throws on a reference cycle. */
  compile(theme: ThemeDefinition): Promise<Record<string, string>>;
}
export interface ThemeRegistration {
  precompiled?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  bases?: { light?: ThemeDefinition; dark?: ThemeDefinition };
}
export const Theme = createToken<ThemeService>('Theme');

/** What the extension host knows; read by the debug page and the dev banner. */
export interface ExtensionStatus {
  id: string;
  source: 'builtin' | 'third-party';
  state: 'active' | 'disabled' | 'failed' | 'inactive';
  error?: string;
}
export interface ExtensionHostService {
  list(): readonly ExtensionStatus[];
  subscribe(listener: () => void): () => void;
  /** Deactivates an extension at runtime, disposing all it registered. */
  deactivate(id: string): void;
}
export const ExtensionHost = createToken<ExtensionHostService>('ExtensionHost');

/** Who is looking: signed-in state, current user, staff flag, server meta. */
export interface ViewerService {
  readonly info: ViewerInfo;
  subscribe(listener: () => void): () => void;
  /** Asks a visitor to sign in (opens the sign-in dialog when available). */
  requestSignin(): void;
}
export const Viewer = createToken<ViewerService>('Viewer');

/** Renders React nodes outside the page (dialogs, menus, popups). Expanded by the shell. */
export interface OverlayHost {
  mount(component: ComponentType<{ close: () => void }>): Disposable;
}
export const Overlays = createToken<OverlayHost>('Overlays');
