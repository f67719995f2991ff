import type { PreferencesService } from '@kite/sdk';
import type { Statusbar } from './model';

export const STATUSBAR_NS = 'statusbar';
/** The full preference key (the bars, in Misskey's `statusbars` shape). */
export const BARS_KEY = `${STATUSBAR_NS}.bars`;

export function statusbarPrefs(prefs: PreferencesService) {
  return prefs.define(STATUSBAR_NS, { bars: [] as Statusbar[] });
}
