import { Overlays, Preferences, afterFirstContent, defineExtension } from '@kite/sdk';
import { statusbarTitles as m } from './titles';

/**
 * Status bars (spec 1 §2.1 /settings/statusbar): RSS, federation and user-list tickers along
 * the bottom edge. Everything but the settings entry loads after the first content (start.ts).
 */
export default defineExtension({
  id: 'statusbar',
  requires: [Overlays],
  activate(ctx) {
    // Defined at start-up (as prefs.ts does), so the stored bars are in the state from the start.
    ctx.get(Preferences).define('statusbar', { bars: [] });
    ctx.settingsPages.add({
      path: 'statusbar',
      title: m.statusbar,
      icon: 'list',
      group: 'client',
      component: { lazy: () => import('./StatusbarPage') },
    });
    let stop: (() => void) | null = null;
    let gone = false;
    void afterFirstContent()
      .then(() => import('./start'))
      .then((s) => {
        if (!gone) stop = s.start(ctx);
      });
    ctx.onDispose(() => {
      gone = true;
      stop?.();
    });
  },
});
