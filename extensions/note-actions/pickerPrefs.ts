import type { PreferencesService } from '@kite/sdk';

/** The preference namespace of the reaction picker (defined at activation; the picker itself loads on first open). */
export const PICKER_NS = 'noteActions';

/** The picker's preferences, typed: its muted and recently used reactions. */
export function pickerPrefs(prefs: PreferencesService) {
  return prefs.define(PICKER_NS, { mutedReactions: [] as string[], recentReactions: [] as string[] });
}
