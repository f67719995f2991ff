import { Preferences, afterFirstContent, defineExtension } from '@kite/sdk';
import { seasonFor } from './season';
import { seasonalPrefs } from './prefs';
import { seasonalTitles as m } from './titles';

/**
 * Seasonal screen effects (spec 1 §4): snow or cherry blossom over the page in their months,
 * when switched on in its settings page, never with animations off or reduced motion asked for.
 * The effect's code loads only then, after the page's first content.
 */
export default defineExtension({
  id: 'seasonal',
  activate(ctx) {
    const all = ctx.get(Preferences);
    const prefs = seasonalPrefs(all);
    ctx.settingsPages.add({
      path: 'seasonal-effects',
      title: m.effects,
      icon: 'cloud',
      group: 'client',
      component: { lazy: () => import('./SeasonalPage') },
      keywords: () => import('./messages').then((k) => [k.seasonalMessages.enable, k.seasonalMessages.hemisphere]),
    });
    if (typeof window === 'undefined' || !prefs.get('enabled') || !all.get('animation')) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const season = seasonFor(new Date(), prefs.get('hemisphere'));
    if (!season) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void afterFirstContent()
      .then(() => import('./effect'))
      .then((effect) => {
        if (!gone) stop = effect.startEffect(season, window);
      })
      // Spec 1 §7: a seasonal effect that fails to load is logged only.
      .catch((e: unknown) => console.warn('[kite] seasonal effect failed to load', e));
    ctx.onDispose(() => {
      gone = true;
      stop?.();
    });
  },
});
