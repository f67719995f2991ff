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
/** Token of the contribution registry (`ContributionRegistry`). Provided by the kernel: usable without listing it in `requires`. */
export const Contributions = createToken<ContributionRegistry>('kite.contributions');

/** Operator configuration from kite.config.json (served beside index.html). */
export interface RuntimeConfig {
  /** Bundle id → enabled. Missing ids are enabled. */
  bundles: Readonly<Record<string, boolean>>;
  /** URLs of third-party extension ES modules. */
  extensions: readonly string[];
  /** Safe mode (spec 1 §4): no third-party extension and no plugin runs. Set by the kernel at start-up. */
  readonly safeMode?: boolean;
}
/** Token of the operator's configuration (`RuntimeConfig`). Provided by the kernel: usable without listing it in `requires`. */
export const Config = createToken<RuntimeConfig>('kite.config');

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
/** Token of the app's navigation (`NavigationService`). Provided by the kernel: usable without listing it in `requires`. */
export const Navigation = createToken<NavigationService>('kite.navigation');

/** Page-view reporting: every route change is reported here. */
export interface AnalyticsService {
  pageView(path: string): void;
  onPageView(listener: (path: string) => void): () => void;
}
/** Token of the page-view reporting (`AnalyticsService`). Provided by the kernel: usable without listing it in `requires`. */
export const Analytics = createToken<AnalyticsService>('kite.analytics');

/** The language in use: translated messages and locale-aware number, date and plural formatting. */
export interface I18nService {
  readonly lang: string;
  /** The text of a message key (or a plain string) with `{parameters}` filled in. */
  t(key: MessageKey | string, params?: MessageParams): string;
  formatNumber(n: number, opts?: Intl.NumberFormatOptions): string;
  formatDate(d: Date | number, opts?: Intl.DateTimeFormatOptions): string;
  formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  plural(n: number): Intl.LDMLPluralRule;
  subscribe(listener: () => void): () => void;
}
/** Token of translations and formatting (`I18nService`); components use `useT`. Provided by the kernel: usable without listing it in `requires`. */
export const I18n = createToken<I18nService>('kite.i18n');

/** Typed, persisted preferences (valtio-backed). */
export interface PreferencesService {
  /** The reactive state object (use `usePreference` in components). */
  readonly state: Record<string, unknown>;
  get<K extends keyof CorePreferences>(key: K): CorePreferences[K];
  set<K extends keyof CorePreferences>(key: K, value: CorePreferences[K]): void;
  /** Declares feature keys with defaults; returns typed accessors. */
  define<T extends Record<string, unknown>>(namespace: string, defaults: T): PreferenceGroup<T>;
}
/** A feature's own preference keys, declared with `PreferencesService.define`. */
export interface PreferenceGroup<T extends Record<string, unknown>> {
  readonly namespace: string;
  readonly defaults: T;
  get<K extends keyof T & string>(key: K): T[K];
  set<K extends keyof T & string>(key: K, value: T[K]): void;
}
/** Token of the preferences (`PreferencesService`); components use `usePreference`. Provided by the kernel: usable without listing it in `requires`. */
export const Preferences = createToken<PreferencesService>('kite.preferences');

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
/** Token of the preference profile: sync, overrides and backups (`PreferenceProfilesService`). Provided by the kernel: usable without listing it in `requires`. */
export const PreferenceProfiles = createToken<PreferenceProfilesService>('kite.preferences.profiles');

/** A Misskey theme: its props (colours by name), optionally over a light or dark base theme. */
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
/** The theme on screen, dark mode, and the registered and installed themes. */
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
/** Options of `ThemeService.register`: precompiled CSS variables and the base themes. */
export interface ThemeRegistration {
  precompiled?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  bases?: { light?: ThemeDefinition; dark?: ThemeDefinition };
}
/** Token of the themes (`ThemeService`). Provided by the kernel: usable without listing it in `requires`. */
export const Theme = createToken<ThemeService>('kite.theme');

/**
 * What the extension host knows; read by the debug page and the dev banner. `idle`: its declared
 * contributions are registered and it waits for its first need (see `ActivationEvent`).
 */
export interface ExtensionStatus {
  id: string;
  source: 'builtin' | 'third-party';
  state: 'idle' | 'active' | 'disabled' | 'failed' | 'inactive';
  error?: string;
  /** When it activated, in milliseconds since the page started (`performance.now()`). */
  activatedAt?: number;
  /** What activated it: `startup`, `route /path`, `token Name`, `command id`, `event name`, `action`, `component`. */
  trigger?: string;
}
/** The extension host: each extension's state, deactivation, and activation events. */
export interface ExtensionHostService {
  list(): readonly ExtensionStatus[];
  subscribe(listener: () => void): () => void;
  /** Deactivates an extension at runtime, disposing all it registered. */
  deactivate(id: string): void;
  /** Announces an event: every idle extension declaring `onEvent:<name>` activates. */
  fire(event: string): void;
}
/** Token of the extension host (`ExtensionHostService`). Provided by the kernel: usable without listing it in `requires`. */
export const ExtensionHost = createToken<ExtensionHostService>('kite.extensions.host');

/** Who is looking: signed-in state, current user, staff flag, server meta. */
export interface ViewerService {
  readonly info: ViewerInfo;
  subscribe(listener: () => void): () => void;
  /** Asks a visitor to sign in (opens the sign-in dialog when available). */
  requestSignin(): void;
}
/** Token of who is looking (`ViewerService`); components use `useViewer`. Provided by the kernel: usable without listing it in `requires`. */
export const Viewer = createToken<ViewerService>('kite.viewer');

/** Renders React nodes outside the page (dialogs, menus, popups). Expanded by the shell. */
export interface OverlayHost {
  mount(component: ComponentType<{ close: () => void }>): Disposable;
}
/** Token of the overlay layer (`OverlayHost`). Provided by the kernel: usable without listing it in `requires`. */
export const Overlays = createToken<OverlayHost>('kite.overlay');
