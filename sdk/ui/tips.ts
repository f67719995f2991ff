import type { PreferencesService } from '../services';

/** Tip keys the app knows: every TipBox rendered, plus those extensions register up front. */
const known = new Set<string>();

/** Declares tip keys (so "hide all tips" covers them before they are first shown). */
export function registerTips(keys: readonly string[]): void {
  for (const k of keys) known.add(k);
}

/** Every tip key seen or registered so far. */
export function knownTips(): readonly string[] {
  return [...known];
}

/** The dismissed tips live in the preferences (namespace `tips`), so they follow the profile. */
function group(prefs: PreferencesService) {
  const dismissed: Record<string, boolean> = {};
  return prefs.define('tips', { dismissed });
}

/** Whether the tip `key` was dismissed (stored in the preferences). */
export function isTipDismissed(prefs: PreferencesService, key: string): boolean {
  return group(prefs).get('dismissed')[key] === true;
}

/** Spec 1 §4: tips are dismissed per key. */
export function dismissTip(prefs: PreferencesService, key: string): void {
  const g = group(prefs);
  g.set('dismissed', { ...g.get('dismissed'), [key]: true });
}

/** Spec 1 §4: "hide all tips" sets every known tip to dismissed. */
export function hideAllTips(prefs: PreferencesService): void {
  const g = group(prefs);
  const next = { ...g.get('dismissed') };
  for (const k of known) next[k] = true;
  g.set('dismissed', next);
}
