import type { MenuItemContribution } from '@kite/sdk';
import { Navigation, Preferences } from '@kite/sdk';
import type { ActionContext } from './context';
import { copy } from './context';
import { actionMessages as m } from './messages';

type Item = MenuItemContribution<'note'>;

/** Spec 3 §9: embed code max 500 × 300. */
export const EMBED = { width: 500, height: 300 } as const;

export function embedCode(origin: string, noteId: string): string {
  return `<iframe src="${origin}/embed/notes/${noteId}" data-misskey-embed-id="v1_${noteId}" loading="lazy" referrerpolicy="strict-origin-when-cross-origin" style="border: none; width: 100%; max-width: ${EMBED.width}px; height: ${EMBED.height}px; color-scheme: light dark;"></iframe>`;
}

/** Items everyone gets (details, copy content, copy link) and the signed-in reading tools. */
export function basicItems(ctx: ActionContext): Item[] {
  const url = (id: string) => `${location.origin}/notes/${id}`;
  const signedIn = (_: unknown, who: { signedIn: boolean }) => who.signedIn;
  return [
    { location: 'note', id: 'details', text: m.details, icon: 'info', action: ({ note }) => ctx.services.resolve(Navigation).push(`/notes/${note.id}`) },
    { location: 'note', id: 'copyContent', text: m.copyContent, icon: 'copy', show: ({ note }) => !!note.text, action: ({ note }) => copy(ctx, note.text ?? '', m.copied) },
    { location: 'note', id: 'copyLink', text: m.copyLink, icon: 'link', action: ({ note }) => copy(ctx, url(note.id), m.copied) },
    {
      location: 'note', id: 'share', text: m.share, icon: 'send', show: signedIn,
      action: async ({ note }) => {
        if (navigator.share) await navigator.share({ title: note.user.name ?? note.user.username, text: note.text ?? '', url: url(note.id) }).catch(() => undefined);
        else await copy(ctx, url(note.id), m.copied);
      },
    },
    {
      location: 'note', id: 'embed', text: m.embed, icon: 'code', show: (tg, who) => who.signedIn && tg.note.visibility === 'public' && !tg.note.localOnly,
      action: ({ note }) => copy(ctx, embedCode(location.origin, note.id), m.copied),
    },
    {
      location: 'note', id: 'translate', text: m.translate, icon: 'language',
      show: ({ note }, who) => who.signedIn && !!note.text && (who.me?.policies as { canUseTranslator?: boolean } | undefined)?.canUseTranslator === true && (who.meta as { translatorAvailable?: boolean } | null)?.translatorAvailable === true,
      action: async ({ note }) => {
        const res = await ctx.api.requestWithUi('notes/translate', { noteId: note.id, targetLang: ctx.i18n.lang });
        const r = res as { sourceLang?: string; text?: string } | undefined;
        if (!r?.text) return;
        // Shown under the note text by every card of this note (NoteCard's translation prop); a dialog where no card reads it.
        const shown = ctx.translations.set(note.id, { sourceLang: r.sourceLang ?? '?', text: r.text });
        if (!shown) await ctx.dialogs?.alert({ type: 'info', title: ctx.t(m.translation, { lang: r.sourceLang ?? '?' }), text: r.text });
      },
    },
    {
      location: 'note', id: 'copyId', text: m.copyId, icon: 'bug',
      show: () => ctx.services.resolve(Preferences).get('developerMode') === true,
      action: ({ note }) => copy(ctx, note.id, m.copied),
    },
  ];
}
