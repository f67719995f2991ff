import type { entities } from 'misskey-js';
import { Menus, Viewer } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';
import type { ActionContext } from './context';

/**
 * Opens the note menu: our items need the note's favorite / thread-mute state, so it is
 * fetched first; the kernel's menu service then draws every `note` contribution (ours,
 * other extensions', plugins') for the viewer.
 */
export async function openNoteMenu(
  ctx: ActionContext,
  deps: { watch(id: string, fn: NoteChange): void; setState(id: string, s: { isFavorited: boolean; isMutedThread: boolean }): void },
  note: entities.Note,
  anchor: HTMLElement | null,
  onChange: NoteChange,
): Promise<void> {
  deps.watch(note.id, onChange);
  if (ctx.services.resolve(Viewer).info.signedIn) {
    const s = await ctx.api.request('notes/state', { noteId: note.id }).catch(() => null);
    if (s) deps.setState(note.id, s);
  }
  await ctx.services.resolve(Menus).openFor('note', { note, anchor }, anchor);
}
