import type { ExtensionContext } from '@kite/sdk';
import type { ActionContext } from './context';
import type { Act } from './lazyActions';
import { basicItems } from './basicItems';
import { userItems } from './userItems';
import { ownerItems } from './ownerItems';

/** Adds the note menu's own items (spec 3 §6) as `menuItems` contributions at location `note`. */
export function addNoteMenuItems(ctx: ExtensionContext, actx: ActionContext, act: Act): void {
  for (const item of [...basicItems(actx, act), ...userItems(actx, act), ...ownerItems(act)]) ctx.menuItems.add(item);
}
