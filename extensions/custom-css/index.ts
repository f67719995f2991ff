import { Config, defineExtension } from '@kite/sdk';
import { applyCss, storedCss } from './style';
import { customCssTitles as m } from './titles';

/**
 * Custom CSS: this device's own style sheet, applied at start-up unless the app runs in safe
 * mode (spec 1 §4), and its settings page, which applies a change only after a confirmation.
 */
export default defineExtension({
  id: 'custom-css',
  activate(ctx) {
    const safeMode = ctx.get(Config).safeMode === true;
    if (!safeMode) applyCss(storedCss());
    ctx.onDispose(() => applyCss(''));
    ctx.settingsPages.add({
      path: 'custom-css',
      title: m.customCss,
      icon: 'code',
      group: 'client',
      component: { lazy: () => import('./CustomCssPage') },
      keywords: () => import('./messages').then((k) => [k.cssMessages.css, k.cssMessages.apply]),
    });
  },
});
