import { Config, defineExtension } from '@kite/sdk';
import { customCssTitles as m } from './titles';

/**
 * Custom CSS: this device's own style sheet, applied at start-up unless the app runs in safe
 * mode (spec 1 §4), and its settings page, which applies a change only after a confirmation.
 */
export default defineExtension({
  id: 'custom-css',
  contributes: {
    settingsPages: [
      {
        path: 'custom-css',
        title: m.customCss,
        icon: 'code',
        group: 'client',
        component: { lazy: () => import('./CustomCssPage') },
        keywords: () => import('./messages').then((k) => [k.cssMessages.css, k.cssMessages.apply]),
      },
    ],
  },
  activate(ctx) {
    const safeMode = ctx.get(Config).safeMode === true;
    // Its code loads only when this device has custom CSS (most have none).
    let stored = false;
    try {
      stored = !!localStorage.getItem('kite:customCss');
    } catch {
      // No storage: nothing was stored.
    }
    if (!safeMode && stored) void import('./style').then((s) => s.applyCss(s.storedCss()));
  },
});
