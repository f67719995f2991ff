import { Overlays, Preferences, afterFirstContent, defineExtension } from '@kite/sdk';
import { BARS_KEY, statusbarPrefs } from './prefs';
import { statusbarTitles as m } from './titles';

/**
 * Status bars (spec 1 §2.1 /settings/statusbar): RSS, federation and user-list tickers along
 * the bottom edge. Their code loads only when this profile has a bar, after the first content.
 */
export default defineExtension({
  id: 'statusbar',
  requires: [Overlays],
  activate(ctx) {
    const prefs = ctx.get(Preferences);
    statusbarPrefs(prefs);
    ctx.settingsPages.add({
      path: 'statusbar',
      title: m.statusbar,
      icon: 'list',
      group: 'client',
      component: { lazy: () => import('./StatusbarPage') },
    });
    const bars = (prefs.state as Record<string, unknown>)[BARS_KEY];
    if (!Array.isArray(bars) || bars.length === 0) return;
    let gone = false;
    let mounted: { dispose(): void } | null = null;
    void afterFirstContent()
      .then(() => import('./mount'))
      .then((s) => {
        if (!gone) mounted = s.ensureMounted(ctx.get(Overlays));
      });
    ctx.onDispose(() => {
      gone = true;
      mounted?.dispose();
    });
  },
});
