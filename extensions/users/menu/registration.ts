import { afterFirstContent } from '@kite/sdk';
import type { ExtensionContext } from '@kite/sdk';

let added: Promise<void> = Promise.resolve();

/**
 * Adds the user menu's items once the first content is drawn: they are texts and conditions
 * read only when the menu opens, and no page's first screen opens it.
 */
export function addUserMenuItemsLater(ctx: ExtensionContext): void {
  added = afterFirstContent()
    .then(() => import('./items'))
    .then(({ userMenuItems }) => {
      for (const item of userMenuItems(ctx)) ctx.menuItems.add(item);
    })
    .catch((e: unknown) => console.warn('[kite] the user menu items failed to load', e));
}

/** Resolves once the user menu has its own items (the profile's menu button waits for it). */
export function userMenuItemsAdded(): Promise<void> {
  return added;
}
