import { Navigation } from '@kite/sdk';
import type { ActionContext } from './context';
import { copy } from './context';
import type { ActionTable } from './lazyActions';
import { actionMessages as m } from './allMessages';
import { remoteUrl } from './remoteUrl';

/** Spec 3 §9: embed code max 500 × 300. */
export const EMBED = { width: 500, height: 300 } as const;

export function embedCode(origin: string, noteId: string): string {
  return `<iframe src="${origin}/embed/notes/${noteId}" data-misskey-embed-id="v1_${noteId}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" style="border: none; width: 100%; max-width: ${EMBED.width}px; height: ${EMBED.height}px; color-scheme: light dark;"></iframe>`;
}

/** What basicItems' entries do. */
export function basicActions(ctx: ActionContext): ActionTable {
  const url = (id: string) => `${location.origin}/notes/${id}`;
  return {
    details: ({ note }) => ctx.services.resolve(Navigation).push(`/notes/${note.id}`),
    copyContent: ({ note }) => copy(ctx, note.text ?? '', m.copied),
    copyLink: ({ note }) => copy(ctx, url(note.id), m.copied),
    copyRemoteLink: ({ note }) => copy(ctx, remoteUrl(note) ?? url(note.id), m.copied),
    showOnRemote: ({ note }) => {
      const there = remoteUrl(note);
      if (there) window.open(there, '_blank', 'noopener,noreferrer');
    },
    share: async ({ note }) => {
      if (navigator.share)
        await navigator
          .share({ title: note.user.name ?? note.user.username, text: note.text ?? '', url: url(note.id) })
          .catch(() => undefined);
      else await copy(ctx, url(note.id), m.copied);
    },
    embed: ({ note }) => copy(ctx, embedCode(location.origin, note.id), m.copied),
    translate: async ({ note }) => {
      const res = await ctx.api.requestWithUi('notes/translate', { noteId: note.id, targetLang: ctx.i18n.lang });
      const r = res as { sourceLang?: string; text?: string } | undefined;
      if (!r?.text) return;
      // Shown under the note text by every card of this note (NoteCard's translation prop); a dialog where no card reads it.
      const shown = ctx.translations.set(note.id, { sourceLang: r.sourceLang ?? '?', text: r.text });
      if (!shown) await ctx.dialogs?.alert({ type: 'info', title: ctx.t(m.translation, { lang: r.sourceLang ?? '?' }), text: r.text });
    },
    copyId: ({ note }) => copy(ctx, note.id, m.copied),
  };
}
