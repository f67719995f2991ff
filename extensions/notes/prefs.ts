import { useSnapshot } from 'valtio';
import { Preferences, useService } from '@kite/sdk';
import type { PreferencesService } from '@kite/sdk';

/** The notes extension's own preferences (`notes.*`), with Misskey's defaults. */
export const notePrefDefaults = {
  /** Emoji identifiers (unicode char or `:name@host:`) shown as a placeholder. */
  mutedEmojis: [] as string[],
  /** respect: hide sensitive media; force: hide all media; ignore: show everything. */
  sensitiveMedia: 'respect' as 'respect' | 'force' | 'ignore',
  confirmWhenRevealingSensitiveMedia: false,
  /** Collapse notes that contain sensitive media entirely (sensitive-mute). */
  muteSensitiveNotes: false,
  collapseRenotes: true,
  showUrlPreview: true,
  /** The URL preview card in a popup when hovering (or focusing) a link in note text. */
  linkHoverPreview: true,
  /** Highlight times older than 90 / 180 days. */
  coloredTime: false,
};
export type NotePrefs = typeof notePrefDefaults;
export const NOTE_PREF_NS = 'notes';

export function defineNotePrefs(prefs: PreferencesService) {
  return prefs.define(NOTE_PREF_NS, notePrefDefaults);
}

/** A `notes.*` preference, reactive. */
export function useNotePref<K extends keyof NotePrefs>(key: K): NotePrefs[K] {
  const prefs = useService(Preferences);
  const snap = useSnapshot(prefs.state) as Record<string, unknown>;
  const v = snap[`${NOTE_PREF_NS}.${key}`];
  return (v === undefined ? notePrefDefaults[key] : v) as NotePrefs[K];
}

export function setNotePref<K extends keyof NotePrefs>(prefs: PreferencesService, key: K, value: NotePrefs[K]): void {
  prefs.state[`${NOTE_PREF_NS}.${key}`] = value;
}

export function getNotePref<K extends keyof NotePrefs>(prefs: PreferencesService, key: K): NotePrefs[K] {
  const v = prefs.state[`${NOTE_PREF_NS}.${key}`];
  return (v === undefined ? notePrefDefaults[key] : v) as NotePrefs[K];
}
