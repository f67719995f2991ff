import type { entities } from 'misskey-js';
import { AchievementEvents, Commands, isApiError } from '@kite/sdk';
import type { ActionContext } from './context';
import type { ActionTable } from './lazyActions';
import { actionMessages as m } from './allMessages';

/** Deleting within a minute of posting counts toward an achievement (spec 3 §9). */
const QUICK_DELETE_MS = 60_000;

async function deleteNote(ctx: ActionContext, note: entities.Note, confirmText = m.deleteConfirm): Promise<boolean> {
  if (ctx.dialogs && !(await ctx.dialogs.confirm({ type: 'warning', text: ctx.t(confirmText) }))) return false;
  await ctx.api.requestWithUi('notes/delete', { noteId: note.id });
  if (Date.now() - Date.parse(note.createdAt) < QUICK_DELETE_MS && ctx.services.has(AchievementEvents))
    ctx.services.resolve(AchievementEvents).fire('noteDeletedWithin1min');
  ctx.change(note.id, null);
  return true;
}

async function updateVisibility(
  ctx: ActionContext,
  note: entities.Note,
  patch: { visibility?: 'home' | 'followers'; localOnly?: true; reactionAcceptance?: 'likeOnly' },
) {
  await ctx.api.requestWithUi('notes/update-visibility' as never, { noteId: note.id, ...patch } as never);
  ctx.change(note.id, { ...note, ...patch });
}

/** What ownerItems' entries do. */
export function ownerActions(ctx: ActionContext): ActionTable {
  return {
    pin: async ({ note }) => {
      try {
        await ctx.api.request('i/pin', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      } catch (e) {
        if (isApiError(e) && e.code === 'PIN_LIMIT_EXCEEDED') await ctx.dialogs?.alert({ type: 'error', text: ctx.t(m.pinLimit) });
        else throw e;
      }
    },
    unpin: async ({ note }) => {
      await ctx.api.requestWithUi('i/unpin', { noteId: note.id });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    narrowVisibility: ({ note }) => updateVisibility(ctx, note, { visibility: 'home' }),
    narrowVisibilityFollowers: ({ note }) => updateVisibility(ctx, note, { visibility: 'followers' }),
    localOnly: ({ note }) => updateVisibility(ctx, note, { localOnly: true }),
    likeOnly: ({ note }) => updateVisibility(ctx, note, { reactionAcceptance: 'likeOnly' }),
    channelPin: async ({ note }) => {
      const ch = await ctx.api.request('channels/show', { channelId: note.channelId! });
      const ids = ch.pinnedNoteIds ?? [];
      const pinned = ids.includes(note.id);
      await ctx.api.requestWithUi('channels/update', {
        channelId: ch.id,
        pinnedNoteIds: pinned ? ids.filter((i) => i !== note.id) : [...ids, note.id],
      });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    deleteAndEdit: async ({ note }) => {
      if (!(await deleteNote(ctx, note, m.deleteAndEditConfirm))) return;
      const commands = ctx.services.resolve(Commands);
      if (!commands.has('compose.open')) return;
      void commands.run('compose.open', {
        initialText: note.text ?? '',
        initialCw: note.cw ?? undefined,
        initialVisibility: note.visibility,
        initialLocalOnly: note.localOnly ?? false,
        initialFiles: note.files ?? [],
        reply: note.reply ?? null,
        renote: note.renote ?? null,
        channel: note.channel ? { id: note.channel.id, name: note.channel.name } : null,
      });
    },
    delete: ({ note }) => void deleteNote(ctx, note),
    staffDelete: ({ note }) => void deleteNote(ctx, note),
  };
}
