import type { entities } from 'misskey-js';
import { Contributions, Menus, Viewer, isMessageKey } from '@kite/sdk';
import type { MenuItem, MenuItemContribution, NoteChange } from '@kite/sdk';
import type { ActionContext } from './context';
import { rememberAnchor } from './clips';

/** Items visitors see; everything else needs an account (spec 3 §1). */
export const VISITOR_ITEMS = new Set(['details', 'copyContent', 'copyLink']);

/**
 * Builds the note menu from every `menuItems` contribution at location `note` (ours,
 * other extensions', plugins'), in contribution order, for the current viewer.
 */
export function noteMenuItems(ctx: ActionContext, note: entities.Note): MenuItem[] {
  const who = ctx.services.resolve(Viewer).info;
  const all = ctx.services
    .resolve(Contributions)
    .list('menuItems')
    .filter((c) => c.location === 'note') as unknown as MenuItemContribution<'note'>[];
  const target = { note };
  return all
    .filter((c) => (who.signedIn || VISITOR_ITEMS.has(c.id)) && (c.show ? c.show(target, who) : true))
    .map((c) => ({
      text: isMessageKey(c.text) ? ctx.t(c.text) : c.text,
      icon: c.icon,
      danger: c.danger,
      action: () => c.action(target),
    }));
}

export async function openNoteMenu(
  ctx: ActionContext,
  deps: { watch(id: string, fn: NoteChange): void; setState(id: string, s: { isFavorited: boolean; isMutedThread: boolean }): void },
  note: entities.Note,
  anchor: HTMLElement | null,
  onChange: NoteChange,
): Promise<void> {
  deps.watch(note.id, onChange);
  rememberAnchor(anchor);
  if (ctx.services.resolve(Viewer).info.signedIn) {
    const s = await ctx.api.request('notes/state', { noteId: note.id }).catch(() => null);
    if (s) deps.setState(note.id, s);
  }
  await ctx.services.resolve(Menus).popup(noteMenuItems(ctx, note), anchor);
}
