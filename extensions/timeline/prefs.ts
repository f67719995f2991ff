import { useSnapshot } from 'valtio';
import { Preferences, useService } from '@kite/sdk';
import type { PreferencesService } from '@kite/sdk';
import type { BasicSrc, TimelineFilters } from './sources';

/**
 * The timeline options' defaults (spec 3 §2). Here, not with the sources: the preferences are
 * declared at start-up, and the sources' code loads with the timeline pages.
 */
export const defaultFilters: TimelineFilters = {
  withRenotes: true,
  withReplies: false,
  withSensitive: true,
  onlyFiles: false,
  excludeFiles: false,
  withHashtags: true,
};

/** The timeline's own preferences (`timeline.*`). */
export const timelinePrefDefaults = {
  /** The chosen tab: a basic timeline or `list:<id>` for a pinned list. */
  src: 'home' as BasicSrc | `list:${string}`,
  ...defaultFilters,
  showFixedPostForm: false,
  /** User lists pinned as timeline tabs (spec 3 §2), with their names for the tab. */
  pinnedLists: [] as { id: string; name: string }[],
  /** Tips the reader dismissed, by timeline. */
  hiddenTips: [] as string[],
};
export type TimelinePrefs = typeof timelinePrefDefaults;
const NS = 'timeline';

export function defineTimelinePrefs(prefs: PreferencesService) {
  return prefs.define(NS, timelinePrefDefaults);
}

/** Every `timeline.*` preference of a preferences state (or its snapshot). */
export function readTimelinePrefs(state: Record<string, unknown>): TimelinePrefs {
  const out = { ...timelinePrefDefaults } as Record<string, unknown>;
  for (const k of Object.keys(timelinePrefDefaults)) if (state[`${NS}.${k}`] !== undefined) out[k] = state[`${NS}.${k}`];
  return out as TimelinePrefs;
}

/** Every `timeline.*` preference, reactive. */
export function useTimelinePrefs(): TimelinePrefs {
  return readTimelinePrefs(useSnapshot(useService(Preferences).state));
}

export function setTimelinePref<K extends keyof TimelinePrefs>(prefs: PreferencesService, key: K, value: TimelinePrefs[K]): void {
  prefs.state[`${NS}.${key}`] = value;
}
