import { afterFirstContent, defineExtension } from '@kite/sdk';
import { seasonalTitles as m } from './titles';

/**
 * Seasonal screen effects (spec 1 §4): snow or cherry blossom over the page in their months,
 * when switched on in its settings page. Only the settings entry is declared here; whether an
 * effect shows is decided after the page's first content (start.ts).
 */
export default defineExtension({
  id: 'seasonal',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent'],
  contributes: {
    settingsPages: [
      {
        path: 'seasonal-effects',
        title: m.effects,
        icon: 'cloud',
        group: 'client',
        component: { lazy: () => import('./SeasonalPage') },
        keywords: () => import('./messages').then((k) => [k.seasonalMessages.enable, k.seasonalMessages.hemisphere]),
      },
    ],
  },
  activate(ctx) {
    if (typeof window === 'undefined') return;
    void afterFirstContent()
      .then(() => import('./start'))
      .then((s) => s.start(ctx))
      .catch((e: unknown) => console.warn('[kite] seasonal effect failed to load', e));
  },
});
