import { Overlays, Preferences } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { BARS_KEY } from './prefs';

/**
 * Mounts the bars when the profile has one (the settings page mounts them when the first is
 * added; a restored profile reloads the page). The bars' code loads only then. Returns how to stop.
 */
export function start(ctx: ExtensionContext): () => void {
  const bars = ctx.get(Preferences).state[BARS_KEY];
  if (!Array.isArray(bars) || bars.length === 0) return () => {};
  let stopped = false;
  let mounted: { dispose(): void } | null = null;
  void import('./mount').then((s) => {
    if (!stopped) mounted = s.ensureMounted(ctx.get(Overlays));
  });
  return () => {
    stopped = true;
    mounted?.dispose();
  };
}
