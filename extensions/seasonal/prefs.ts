import type { PreferencesService } from '@kite/sdk';
import { deviceTimeZone, hemisphereOf } from './season';

export const SEASONAL_NS = 'seasonal';

/** Off by default, as in Misskey; stored under Misskey's names (enableSeasonalScreenEffect, hemisphere). */
export const seasonalDefaults = {
  enabled: false,
  hemisphere: hemisphereOf(deviceTimeZone()),
};

export function seasonalPrefs(prefs: PreferencesService) {
  return prefs.define(SEASONAL_NS, seasonalDefaults);
}
