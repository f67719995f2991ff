/**
 * Core preference keys shared by the shell and several extensions, with the spec's
 * defaults (spec 1 §3, §9; spec 2 §9; spec 3 §9). Feature-local preferences are declared
 * by their extension with `definePreferences`.
 */
export const corePreferenceDefaults = {
  lang: 'en-US' as string,
  /** Navbar menu entries in order; `-` is a divider (spec 1 §2.6). */
  menu: [
    'notifications',
    'followRequests',
    '-',
    'announcements',
    'clips',
    'drive',
    '-',
    'chat',
    'channels',
    'explore',
    'search',
    '-',
    'ui',
  ] as string[],
  menuDisplay: 'sideFull' as 'sideFull' | 'sideIcon',
  showNavbarSubButtons: true,
  realtimeMode: false,
  ui: 'default' as 'default' | 'deck',
  animation: true,
  advancedMfm: true,
  animatedMfm: true,
  dataSaverMedia: false,
  dataSaverAvatar: false,
  disableShowingAnimatedImages: false,
  emojiStyle: 'twemoji' as 'twemoji' | 'fluentEmoji' | 'native',
  notificationPosition: 'rightBottom' as 'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom',
  notificationStackAxis: 'horizontal' as 'vertical' | 'horizontal',
  /** Installed themes (Misskey's theme objects; spec 1 §3). */
  themes: [] as {
    id: string;
    name: string;
    author?: string;
    desc?: string;
    base?: 'light' | 'dark';
    kind?: 'light' | 'dark';
    props: Record<string, string>;
  }[],
  lightThemeId: 'kite-light' as string,
  darkThemeId: 'kite-dark' as string,
  darkMode: false,
  syncDeviceDarkMode: true,
  useBlurEffectForModal: true,
  stackingRouterView: false,
  pageCacheSize: 3,
  defaultNoteVisibility: 'public' as 'public' | 'home' | 'followers' | 'specified',
  defaultNoteLocalOnly: false,
  rememberNoteVisibility: false,
  reactionAcceptance: 'nonSensitiveOnly' as
    null | 'likeOnly' | 'likeOnlyForRemote' | 'nonSensitiveOnly' | 'nonSensitiveOnlyForLocalLikeOnlyForRemote',
  emojiPickerScale: 2,
  emojiPickerWidth: 2,
  emojiPickerHeight: 3,
  deckColumnGap: 6,
  /** The side column's widgets in Misskey's format (spec 1 §2.8): per widget its name, id, place and settings. */
  widgets: [
    { name: 'calendar', id: 'default-calendar', place: 'right', data: {} },
    { name: 'notifications', id: 'default-notifications', place: 'right', data: {} },
    { name: 'trends', id: 'default-trends', place: 'right', data: {} },
  ] as { name: string; id: string; place: string | null; data: Record<string, unknown> }[],
  imageCompressionLevel: 2 as 0 | 1 | 2 | 3,
  pollingInterval: 2 as 1 | 2 | 3,
  soundMasterVolume: 0.5,
  timeDisplay: 'relative' as 'relative' | 'absolute' | 'detail',
  developerMode: false,
};

/** The kernel's preference keys and their types (from `corePreferenceDefaults`). */
export type CorePreferences = typeof corePreferenceDefaults;

/** Where a preference record applies (spec 1 §3): a server host, an account id, a device. */
export interface PreferenceScope {
  server?: string;
  account?: string;
  device?: string;
}
/** One record of a key: scope, value, flags (`sync`: mirrored to the server registry). */
export type PrefRecord = [scope: PreferenceScope, value: unknown, flags: { sync?: boolean }];

/** A preference profile in the format Misskey's own web client (2025.9) uses too. */
export interface PreferencesProfile {
  id: string;
  version: string;
  type: 'main';
  modifiedAt: number;
  name: string;
  preferences: Record<string, PrefRecord[]>;
}

/** Answer to a sync conflict: which value wins, or `null` to cancel. */
export type SyncChoice = 'merge' | 'remote' | 'local' | null;
