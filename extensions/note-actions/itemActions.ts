import type { ActionContext } from './context';
import type { ActionTable } from './lazyActions';
import { basicActions } from './basicActions';
import { userActions } from './userActions';
import { ownerActions } from './ownerActions';

/** Every built-in note menu item's implementation (loaded on the first pick, see lazyActions.ts). */
export function itemActions(ctx: ActionContext): ActionTable {
  return { ...basicActions(ctx), ...userActions(ctx), ...ownerActions(ctx) };
}
