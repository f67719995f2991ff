import type { entities } from 'misskey-js';
import { Commands, Menus, NoteStore, Preferences } from '@kite/sdk';
import { writeOnce } from '@kite/sdk/kit';
import type { MenuItem, NoteChange } from '@kite/sdk';
import type { ActionContext } from './context';
import { actionMessages as m } from './allMessages';
import { canRenoteOutside, renoteVisibility } from './renote';

/** The renote button's menu: renote (visibility of spec 3 §5), in the channel, quote, delete my renote. */
export async function openRenoteMenu(
  ctx: ActionContext,
  note: entities.Note,
  me: entities.MeDetailed,
  anchor: HTMLElement | null,
  onChange: NoteChange,
): Promise<void> {
  const prefs = ctx.services.resolve(Preferences);
  const preferred = prefs.get('defaultNoteVisibility') ?? 'public';
  const renote = async (channelId?: string) => {
    if (me.movedTo) {
      await ctx.dialogs?.alert({ type: 'error', title: ctx.t(m.accountMovedShort), text: ctx.t(m.operationForbidden) });
      return;
    }
    const visibility = renoteVisibility(note, preferred);
    const startedAt = Date.now();
    let found: entities.Note | undefined;
    // Whether my pure renote of this note exists (among my newest notes, since about when this began).
    const check = async () => {
      const mine = await ctx.api.request('users/notes', { userId: me.id, limit: 20, withRenotes: true, withReplies: true });
      found = mine.find((n) => n.renoteId === note.id && !n.text && !n.cw && Date.parse(n.createdAt) >= startedAt - 10 * 60 * 1000);
      return found !== undefined;
    };
    let made: entities.Note | undefined;
    try {
      const res = await writeOnce(
        `renote:${me.id}:${note.id}`,
        () =>
          ctx.api.request(
            'notes/create',
            channelId
              ? { renoteId: note.id, channelId }
              : { renoteId: note.id, visibility, localOnly: note.localOnly ?? prefs.get('defaultNoteLocalOnly') },
          ),
        check,
      );
      made = res?.createdNote ?? found;
    } catch (e) {
      await ctx.api.showError(e);
      return;
    }
    // The store counts it once (the renote may arrive on a timeline's stream as well).
    if (made && ctx.services.has(NoteStore)) ctx.services.resolve(NoteStore).created({ ...made, renote: made.renote ?? note });
    else onChange({ ...note, renoteCount: note.renoteCount + 1 });
    ctx.toasts?.show(ctx.t(m.renoted), { icon: 'repeat' });
  };
  const items: MenuItem[] = [];
  if (canRenoteOutside(note)) items.push({ text: ctx.t(m.renote), icon: 'repeat', action: () => renote() });
  if (note.channel)
    items.push({
      text: ctx.t(m.renoteInChannel, { channel: note.channel.name }),
      icon: 'channels',
      action: () => renote(note.channel!.id),
    });
  const commands = ctx.services.resolve(Commands);
  if (commands.has('compose.open')) {
    items.push({
      text: ctx.t(m.quote),
      icon: 'quote',
      action: async () => {
        await commands.run('compose.open', {
          renote: note,
          channel: note.channel && !canRenoteOutside(note) ? { id: note.channel.id, name: note.channel.name } : null,
        });
      },
    });
  }
  const mineList = await ctx.api.request('notes/renotes', { noteId: note.id, userId: me.id, limit: 1 } as never).catch(() => []);
  if ((mineList as unknown[]).length > 0) {
    items.push(
      { type: 'divider' },
      {
        text: ctx.t(m.deleteRenote),
        icon: 'trash',
        danger: true,
        action: async () => {
          await ctx.api.requestWithUi('notes/unrenote', { noteId: note.id });
          onChange({ ...note, renoteCount: Math.max(0, note.renoteCount - 1) });
        },
      },
    );
  }
  await ctx.services.resolve(Menus).popup(items, anchor);
}
