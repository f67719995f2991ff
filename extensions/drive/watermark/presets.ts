import type { PreferenceGroup, PreferencesService } from '@kite/sdk';
import { normalizeLayer } from '../rules/watermark';
import type { WatermarkPreset } from '../rules/watermark';

/** The drive's preferences: watermark presets, the folder uploads go to, and whether uploads keep their file name. */
type DrivePrefs = { watermarkPresets: WatermarkPreset[]; uploadFolderId: string | null; keepOriginalFilename: boolean };
const groups = new WeakMap<PreferencesService, PreferenceGroup<DrivePrefs>>();

/** The drive's preferences: watermark presets are stored with the preferences (synced like the rest). */
export function presetGroup(prefs: PreferencesService): PreferenceGroup<DrivePrefs> {
  let g = groups.get(prefs);
  if (!g) {
    g = prefs.define<DrivePrefs>('drive', { watermarkPresets: [], uploadFolderId: null, keepOriginalFilename: true });
    groups.set(prefs, g);
  }
  return g;
}

export function presetLayers(prefs: PreferencesService, id: string | null) {
  if (!id) return null;
  const p = presetGroup(prefs)
    .get('watermarkPresets')
    .find((x) => x.id === id);
  return p ? p.layers.map(normalizeLayer) : null;
}
