import type { MenuItemContribution } from '@kite/sdk';
import type { ActionContext } from './context';

type Action = MenuItemContribution<'note'>['action'];
/** Each note menu item's implementation, by item id. */
export type ActionTable = Readonly<Record<string, Action>>;

/**
 * The note menu's entries register at activation (their text and `show` are cheap), but what they do
 * loads on the first pick: the first note only needs the footer, so the implementations stay out of
 * the boot bundle. `act(id)` is an item's `action`; the table is loaded and built once.
 */
export function lazyActions(ctx: ActionContext, load: () => Promise<(ctx: ActionContext) => ActionTable>) {
  let table: Promise<ActionTable> | null = null;
  return (id: string): Action =>
    async (target) => {
      table ??= load().then((make) => make(ctx));
      await (await table)[id](target);
    };
}
export type Act = ReturnType<typeof lazyActions>;
