import { MenuPresenter, Overlays, Popups, UserPreviews, defineExtension, schedulePreload } from '@kite/sdk';
import { lazyPopups } from './lazyService';
import { OverlayMenuPresenter } from './menus/presenter';

/**
 * What floats above the page, placed by one set of rules (spec 1 §4): the menus the kernel's
 * `Menus` service gathers (popups, context menus, submenus, keyboard navigation), tooltips and
 * user preview cards (whose content the `UserPreviews` provider gives). Their views load on the
 * person's first input (or after start-up), so a first menu or tooltip shows at once.
 */
export default defineExtension({
  id: 'popups',
  requires: [Overlays],
  optional: [UserPreviews],
  provides: [MenuPresenter, Popups],
  activate(ctx) {
    const stack = ctx.get(Overlays);
    const menus = new OverlayMenuPresenter(stack);
    const popups = lazyPopups(stack, () => (ctx.has(UserPreviews) ? ctx.get(UserPreviews) : null));
    ctx.provide(MenuPresenter, menus);
    ctx.provide(Popups, popups);
    const load = () => Promise.all([menus.preload(), popups.preload()]);
    if (typeof window !== 'undefined') ctx.onDispose(schedulePreload(window, { load }));
  },
});
