import { Preferences, startLoaded } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';
import { seasonFor } from './season';
import { seasonalPrefs } from './prefs';

/**
 * After the first content: the effect of this month, if switched on, never with animations off
 * or reduced motion asked for. The effect's code loads only then; it stops with the extension.
 */
export function start(ctx: ExtensionContext): void {
  const all = ctx.get(Preferences);
  const prefs = seasonalPrefs(all);
  if (!prefs.get('enabled') || !all.get('animation')) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const season = seasonFor(new Date(), prefs.get('hemisphere'));
  if (!season) return;
  void startLoaded(
    ctx,
    () => import('./effect'),
    (effect) => effect.startEffect(season, window),
  )
    // Spec 1 §7: a seasonal effect that fails to load is logged only.
    .catch((e: unknown) => console.warn('[kite] seasonal effect failed to load', e));
}
