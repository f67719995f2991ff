import {
  AchievementEvents,
  Api,
  Dialogs,
  I18n,
  NoteActions,
  Preferences,
  Toasts,
  Viewer,
  afterFirstContent,
  defineExtension,
} from '@kite/sdk';
import { PICKER_DEFAULTS, PICKER_NS } from './pickerPrefs';
import { actionMessages } from './messages';
import type { NoteActionsService } from '@kite/sdk';
import { createActionContext } from './context';
import { lazyActions } from './lazyActions';
import { makeFooter } from './Footer';
import './actions.css';

/**
 * Acting on notes (spec 3 §4–§6): the reaction flow and picker, renote and quote, and the
 * note menu — every item a `menuItems` contribution at location `note`, so other
 * extensions and plugins add to the same menu. Provides `NoteActions`.
 */
export default defineExtension({
  id: 'note-actions',
  requires: [Api],
  optional: [AchievementEvents, Dialogs, Toasts],
  provides: [NoteActions],
  contributes: {
    settingsPages: [
      // The settings extension draws it at /settings/muted-reactions.
      {
        path: 'muted-reactions',
        title: actionMessages.mutedReactions,
        icon: 'smile',
        group: 'client',
        component: { lazy: () => import('./MutedReactionsPage') },
      },
      // The reaction picker's palettes (Misskey's emojiPalettes), at /settings/emoji-palette.
      {
        path: 'emoji-palette',
        title: actionMessages.emojiPalette,
        icon: 'smile',
        group: 'basic',
        component: { lazy: () => import('./EmojiPalettePage') },
      },
    ],
  },
  activate(ctx) {
    const { ctx: actx, watch, setState } = createActionContext(ctx);
    const act = lazyActions(actx, () => import('./itemActions').then((m) => m.itemActions));
    // The menu's items (texts and conditions; their actions load on use) are read only when a menu
    // opens: they load after the first content, and the footer's menu waits for them.
    const menuItems = afterFirstContent()
      .then(() => import('./menuItems'))
      .then((m) => m.addNoteMenuItems(ctx, actx, act))
      .catch((e: unknown) => console.warn('[kite] the note menu items failed to load', e));
    const viewer = ctx.resolve(Viewer);
    const i18n = ctx.resolve(I18n);
    const service: NoteActionsService = {
      Footer: makeFooter(actx),
      async react(note, reaction, onChange) {
        // Reacting loads its flow (checks, confirmations, the API calls) on the first reaction.
        const { reactionFlow } = await import('./reactionFlow');
        const next = await reactionFlow(note, reaction, {
          api: actx.api,
          dialogs: actx.dialogs,
          t: (k, p) => i18n.t(k, p),
          me: viewer.info.me,
          requestSignin: () => viewer.requestSignin(),
        });
        if (next) onChange(next);
      },
      useTranslation: (noteId) => actx.translations.useTranslation(noteId),
      // The menu loads on the first click of a note's "more" button.
      openMenu: async (note, anchor, onChange) => {
        const [{ openNoteMenu }] = await Promise.all([import('./noteMenu'), menuItems]);
        await openNoteMenu(actx, { watch, setState }, note, anchor, onChange);
      },
    };
    ctx.provide(NoteActions, service);
    // Defined here so stored values are read back at start (the picker itself loads on first open).
    ctx.get(Preferences).define(PICKER_NS, PICKER_DEFAULTS);
  },
});
