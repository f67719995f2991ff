import type { MenuItemContribution, ViewerInfo } from '@kite/sdk';
import { isApiError } from '@kite/sdk';
import type { ActionContext } from './context';
import { openClipMenu } from './clips';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;
const signedIn = (_: unknown, who: ViewerInfo) => who.signedIn;

/** Signed-in actions on any note: favorite, clip, mute thread, report. */
export function userItems(ctx: ActionContext): Item[] {
  return [
    {
      location: 'note', id: 'favorite', text: m.favorite, icon: 'star', show: ({ note }, who) => who.signedIn && !ctx.state(note.id)?.isFavorited,
      action: async ({ note }) => {
        await ctx.api.requestWithUi('notes/favorites/create', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    {
      location: 'note', id: 'unfavorite', text: m.unfavorite, icon: 'star', show: ({ note }, who) => who.signedIn && ctx.state(note.id)?.isFavorited === true,
      action: async ({ note }) => {
        await ctx.api.requestWithUi('notes/favorites/delete', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    { location: 'note', id: 'clip', text: m.clip, icon: 'paperclip', show: signedIn, action: ({ note }) => openClipMenu(ctx, note) },
    {
      location: 'note', id: 'muteThread', text: m.muteThread, icon: 'bell', show: ({ note }, who) => who.signedIn && !ctx.state(note.id)?.isMutedThread,
      action: async ({ note }) => {
        await ctx.api.requestWithUi('notes/thread-muting/create', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    {
      location: 'note', id: 'unmuteThread', text: m.unmuteThread, icon: 'bell', show: ({ note }, who) => who.signedIn && ctx.state(note.id)?.isMutedThread === true,
      action: async ({ note }) => {
        await ctx.api.requestWithUi('notes/thread-muting/delete', { noteId: note.id });
        ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
      },
    },
    {
      location: 'note', id: 'report', text: m.report, icon: 'alert', danger: true, show: ({ note }, who) => who.signedIn && note.userId !== who.me?.id,
      action: async ({ note }) => {
        const res = await ctx.dialogs?.open<string>({ title: ctx.t(m.report), text: ctx.t(m.reportComment), input: { type: 'text', minLength: 1 } });
        if (!res || res.canceled || !res.result) return;
        try {
          await ctx.api.requestWithUi('users/report-abuse', { userId: note.userId, comment: `${location.origin}/notes/${note.id}\n${res.result}` });
          ctx.toasts?.show(ctx.t(m.reported), { icon: 'check' });
        } catch (e) {
          if (!isApiError(e)) throw e;
        }
      },
    },
  ];
}
