import type { PreferenceGroup, PreferencesService } from '@kite/sdk';

type ComposePrefs = {
  keepPostFormAfterPost: boolean;
  neverShowLocalOnlyInfo: boolean;
  lastVisibility: string | null;
  lastLocalOnly: boolean;
};
const groups = new WeakMap<PreferencesService, PreferenceGroup<ComposePrefs>>();

/** Composer options: freeze after posting, the saved "never show" of the federation notice, remembered visibility. */
export function composePrefs(prefs: PreferencesService): PreferenceGroup<ComposePrefs> {
  let g = groups.get(prefs);
  if (!g)
    groups.set(
      prefs,
      (g = prefs.define<ComposePrefs>('compose', {
        keepPostFormAfterPost: false,
        neverShowLocalOnlyInfo: false,
        lastVisibility: null,
        lastLocalOnly: false,
      })),
    );
  return g;
}
