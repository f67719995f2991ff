import type { PreferencesService } from '@kite/sdk';

/** The preference namespace of the reaction picker (defined at activation; the picker itself loads on first open). */
export const PICKER_NS = 'noteActions';

/** The picker's preferences and their defaults (declared at activation). */
export const PICKER_DEFAULTS = {
  mutedReactions: [] as string[],
  recentReactions: [] as string[],
  skinTone: 0,
  emojiPalettes: [] as unknown[],
  /** The palette the picker shows first (Misskey's `emojiPaletteForReaction`); null: the first palette. */
  emojiPaletteForReaction: null as string | null,
};

/** The picker's preferences, typed (the group declared at activation; declaring it again changes nothing). */
export function pickerPrefs(prefs: PreferencesService) {
  return prefs.define(PICKER_NS, PICKER_DEFAULTS);
}
