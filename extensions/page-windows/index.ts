import { AchievementEvents, Navigation, Overlays, PageRouters, PageWindows, defineExtension } from '@kite/sdk';
import { ExtensionPageWindows } from './service';

/**
 * Floating page windows (spec 1 §2.4). Each window's page runs on a page router of the
 * kernel (`PageRouters`); the window itself loads on the first open.
 */
export default defineExtension({
  id: 'page-windows',
  // Activates when first needed (a page, its service or its menu item); nothing of it runs at start-up.
  activationEvents: [],
  optional: [AchievementEvents],
  provides: [PageWindows],
  activate(ctx) {
    ctx.provide(
      PageWindows,
      new ExtensionPageWindows({
        routers: ctx.get(PageRouters),
        overlays: ctx.get(Overlays),
        main: () => ctx.get(Navigation),
        achievement: (name) => {
          if (ctx.has(AchievementEvents)) ctx.get(AchievementEvents).fire(name);
        },
      }),
    );
  },
});
