import { afterFirstContent, defineExtension } from '@kite/sdk';
import { statusbarTitles as m } from './titles';

/**
 * Status bars (spec 1 §2.1 /settings/statusbar): RSS, federation and user-list tickers along
 * the bottom edge. Only the settings entry is declared here; the rest (the preference, the
 * bars) starts after the first content (start.ts), from the page's chunk (lazy.ts). Overlays and Preferences are kernel tokens.
 */
export default defineExtension({
  id: 'statusbar',
  // Its start-up work waits for the first screen.
  activationEvents: ['onEvent:firstContent'],
  contributes: {
    settingsPages: [{ path: 'statusbar', title: m.statusbar, icon: 'list', group: 'client', component: { lazy: () => import('./lazy') } }],
  },
  activate(ctx) {
    void afterFirstContent()
      .then(() => import('./lazy'))
      .then((s) => s.start(ctx));
  },
});
