import { isApiError } from '@kite/sdk';
import type { ActionContext } from './context';
import type { ActionTable } from './lazyActions';
import { actionMessages as m } from './allMessages';

/** What userItems' entries do. */
export function userActions(ctx: ActionContext): ActionTable {
  return {
    favorite: async ({ note }) => {
      await ctx.api.requestWithUi('notes/favorites/create', { noteId: note.id });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    unfavorite: async ({ note }) => {
      await ctx.api.requestWithUi('notes/favorites/delete', { noteId: note.id });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    muteThread: async ({ note }) => {
      await ctx.api.requestWithUi('notes/thread-muting/create', { noteId: note.id });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    unmuteThread: async ({ note }) => {
      await ctx.api.requestWithUi('notes/thread-muting/delete', { noteId: note.id });
      ctx.toasts?.show(ctx.t(m.done), { icon: 'check' });
    },
    report: async ({ note }) => {
      const res = await ctx.dialogs?.open<string>({
        title: ctx.t(m.report),
        text: ctx.t(m.reportComment),
        input: { type: 'text', minLength: 1 },
      });
      if (!res || res.canceled || !res.result) return;
      try {
        await ctx.api.requestWithUi('users/report-abuse', {
          userId: note.userId,
          comment: `${location.origin}/notes/${note.id}\n${res.result}`,
        });
        ctx.toasts?.show(ctx.t(m.reported), { icon: 'check' });
      } catch (e) {
        if (!isApiError(e)) throw e;
      }
    },
  };
}
