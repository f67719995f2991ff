import type { entities } from 'misskey-js';
import type { MenuItemContribution, ViewerInfo } from '@kite/sdk';
import { AchievementEvents, Composer, isApiError } from '@kite/sdk';
import type { ActionContext } from './context';
import { isStaff } from './context';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;
const mine = (n: entities.Note, who: ViewerInfo) => who.signedIn && n.userId === who.me?.id;
const mineOrStaff = (n: entities.Note, who: ViewerInfo) => mine(n, who) || isStaff(who.me);

/** Deleting within a minute of posting counts toward an achievement (spec 3 §9). */
const QUICK_DELETE_MS = 60_000;

async function deleteNote(ctx: ActionContext, note: entities.Note, confirmText = m.deleteConfirm): Promise<boolean> {
  if (ctx.dialogs && !(await ctx.dialogs.confirm({ type: 'warning', text: ctx.t(confirmText) }))) return false;
  await ctx.api.requestWithUi('notes/delete', { noteId: note.id });
  if (Date.now() - Date.parse(note.createdAt) < QUICK_DELETE_MS && ctx.services.has(AchievementEvents)) ctx.services.resolve(AchievementEvents).fire('noteDeletedWithin1min');
  ctx.change(note.id, null);
  return true;
}

async function updateVisibility(ctx: ActionContext, note: entities.Note, patch: { visibility?: 'home' | 'followers'; localOnly?: true; reactionAcceptance?: 'likeOnly' }) {
  await ctx.api.requestWithUi('notes/update-visibility' as never, { noteId: note.id, ...patch } as never);
  ctx.change(note.id, { ...note, ...patch });
}

/** Author, channel owner and staff actions (spec 3 §6). */
export function ownerItems(ctx: ActionContext): Item[] {
  return [
    {
      location: 'note', id: 'pin', text: m.pin, icon: 'star', show: ({ note }, who) => mine(note, who) && !(who.me?.pinnedNoteIds ?? []).includes(note.id),
      action: async ({ note }) => {
        try {
          await ctx.api.request('i/pin', { noteId: note.id });
          ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
        } catch (e) {
          if (isApiError(e) && e.code === 'PIN_LIMIT_EXCEEDED') await ctx.dialogs?.alert({ type: 'error', text: ctx.t(m.pinLimit) });
          else throw e;
        }
      },
    },
    {
      location: 'note', id: 'unpin', text: m.unpin, icon: 'star', show: ({ note }, who) => mine(note, who) && (who.me?.pinnedNoteIds ?? []).includes(note.id),
      action: async ({ note }) => {
        await ctx.api.requestWithUi('i/unpin', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    {
      location: 'note', id: 'narrowVisibility', text: m.narrowToHome, icon: 'lock', show: ({ note }, who) => mineOrStaff(note, who) && note.visibility === 'public',
      action: ({ note }) => updateVisibility(ctx, note, { visibility: 'home' }),
    },
    {
      location: 'note', id: 'narrowVisibilityFollowers', text: m.narrowToFollowers, icon: 'lock', show: ({ note }, who) => mineOrStaff(note, who) && note.visibility === 'home',
      action: ({ note }) => updateVisibility(ctx, note, { visibility: 'followers' }),
    },
    { location: 'note', id: 'localOnly', text: m.makeLocalOnly, icon: 'home', show: ({ note }, who) => mineOrStaff(note, who) && !note.localOnly, action: ({ note }) => updateVisibility(ctx, note, { localOnly: true }) },
    { location: 'note', id: 'likeOnly', text: m.makeLikeOnly, icon: 'heart', show: ({ note }, who) => mineOrStaff(note, who) && note.reactionAcceptance !== 'likeOnly', action: ({ note }) => updateVisibility(ctx, note, { reactionAcceptance: 'likeOnly' }) },
    {
      location: 'note', id: 'channelPin', text: m.channelPin, icon: 'star',
      show: ({ note }, who) => !!note.channel && (note.channel as { userId?: string | null }).userId === who.me?.id,
      action: async ({ note }) => {
        const ch = await ctx.api.request('channels/show', { channelId: note.channelId! });
        const ids = ch.pinnedNoteIds ?? [];
        const pinned = ids.includes(note.id);
        await ctx.api.requestWithUi('channels/update', { channelId: ch.id, pinnedNoteIds: pinned ? ids.filter((i) => i !== note.id) : [...ids, note.id] });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    {
      location: 'note', id: 'deleteAndEdit', text: m.deleteAndEdit, icon: 'pencil', danger: true, show: ({ note }, who) => mine(note, who),
      action: async ({ note }) => {
        if (!(await deleteNote(ctx, note, m.deleteAndEditConfirm))) return;
        if (!ctx.services.has(Composer)) return;
        void ctx.services.resolve(Composer).open({
          initialText: note.text ?? '', initialCw: note.cw ?? undefined, initialVisibility: note.visibility, initialLocalOnly: note.localOnly ?? false,
          initialFiles: note.files ?? [], reply: note.reply ?? null, renote: note.renote ?? null, channel: note.channel ? { id: note.channel.id, name: note.channel.name } : null,
        });
      },
    },
    { location: 'note', id: 'delete', text: m.delete, icon: 'trash', danger: true, show: ({ note }, who) => mine(note, who), action: ({ note }) => void deleteNote(ctx, note) },
    { location: 'note', id: 'staffDelete', text: m.staffDelete, icon: 'trash', danger: true, show: ({ note }, who) => !mine(note, who) && isStaff(who.me), action: ({ note }) => void deleteNote(ctx, note) },
  ];
}
