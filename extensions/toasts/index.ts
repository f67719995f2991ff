import { Overlays, Toasts, defineExtension } from '@kite/sdk';
import { ToastList } from './service';
import { mountToastRegion } from './ToastRegion';

/**
 * Toasts (spec 1 §2.7, §4): the `Toasts` service and the region that shows them, in the
 * corner the preferences name. The region stays on the overlay stack while this is active.
 */
export default defineExtension({
  id: 'toasts',
  requires: [Overlays],
  provides: [Toasts],
  activate(ctx) {
    const toasts = new ToastList();
    ctx.provide(Toasts, toasts);
    const region = mountToastRegion(ctx.get(Overlays), toasts);
    ctx.onDispose(() => region.dispose());
  },
});
