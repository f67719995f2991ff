import { Overlays, Preferences } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { ensureMounted } from './mount';
import { BARS_KEY, statusbarPrefs } from './prefs';

/**
 * Defines the bars' preference and mounts the bars when the profile has one (the settings page
 * mounts them when the first is added; a restored profile reloads the page). Runs after the
 * first content (in the page's chunk, lazy.ts); the bars go with the extension.
 */
export function start(ctx: ExtensionContext): void {
  const prefs = ctx.get(Preferences);
  statusbarPrefs(prefs);
  const bars = prefs.state[BARS_KEY];
  if (!Array.isArray(bars) || bars.length === 0) return;
  const mounted = ensureMounted(ctx.get(Overlays));
  ctx.onDispose(() => mounted.dispose());
}
