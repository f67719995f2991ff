import { Dialogs, Overlays, defineExtension, schedulePreload } from '@kite/sdk';
import { ExtensionDialogs, preloadDialogViews } from './service';

/**
 * Dialogs (spec 1 §2.7): alert / confirm / input / select and the waiting overlay, drawn on
 * the kernel's overlay stack. The views load on the person's first input (or after start-up),
 * so a first open shows at once and keys typed right after opening reach it.
 */
export default defineExtension({
  id: 'dialogs',
  requires: [Overlays],
  provides: [Dialogs],
  activate(ctx) {
    ctx.provide(Dialogs, new ExtensionDialogs(ctx.get(Overlays)));
    if (typeof window !== 'undefined') ctx.onDispose(schedulePreload(window, { load: preloadDialogViews }));
  },
});
