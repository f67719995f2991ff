import { lazy, useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { Commands, Icon, NoteActions, Overlays, Viewer, useNoteKeys, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';
import type { ActionContext } from './context';
import { canRenote } from './renote';
import { actionMessages as m } from './messages';

/* The picker and the renote menu load on first use: a timeline's first paint only needs the buttons. */
const EmojiPicker = lazy(() => import('./EmojiPicker').then((m) => ({ default: m.EmojiPicker })));
const openRenoteMenu = async (...args: Parameters<typeof import('./renoteMenu').openRenoteMenu>) =>
  (await import('./renoteMenu')).openRenoteMenu(...args);

/** Spec 3 §9: the reaction effect lasts 1.1 s. */
export const REACTION_EFFECT_MS = 1100;

/** Reply, renote, react and the note menu under a note card. */
export function makeFooter(ctx: ActionContext) {
  return function NoteFooter({ note, onChange }: { note: entities.Note; onChange: NoteChange }) {
    const t = useT();
    const who = useViewer();
    const viewer = useService(Viewer);
    const actions = useService(NoteActions);
    const commands = useService(Commands);
    const overlays = useOptionalService(Overlays);
    const [effect, setEffect] = useState(false);
    const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
    useEffect(
      () => () => {
        if (timer.current) clearTimeout(timer.current);
      },
      [],
    );
    const me = who.me;
    const likeOnly = note.reactionAcceptance === 'likeOnly';

    const react = (reaction: string) => {
      void actions.react(note, reaction, (next) => {
        onChange(next);
        if (next?.myReaction) {
          setEffect(true);
          timer.current = setTimeout(() => setEffect(false), REACTION_EFFECT_MS);
        }
      });
    };
    const openPicker = (el: HTMLElement) => {
      if (!me) return viewer.requestSignin();
      if (likeOnly) return react('❤');
      if (!overlays) return;
      const rect = el.getBoundingClientRect();
      overlays.mount(({ close }) => (
        <EmojiPicker
          note={note}
          anchor={rect}
          onPick={react}
          close={() => {
            close();
            el.focus();
          }}
        />
      ));
    };
    const reply = () =>
      me
        ? void commands.run('compose.open', { reply: note }).catch((e: unknown) => console.error('[kite] reply failed', e))
        : viewer.requestSignin();
    const renote = (el: HTMLElement) => (me ? void openRenoteMenu(ctx, note, me, el, onChange) : viewer.requestSignin());
    const renoteRef = useRef<HTMLButtonElement>(null);
    const reactRef = useRef<HTMLButtonElement>(null);
    const moreRef = useRef<HTMLButtonElement>(null);
    // The keyboard on the focused note (r, e / a, q, m) does what these buttons do, anchored at them.
    useNoteKeys({
      reply,
      react: () => reactRef.current && openPicker(reactRef.current),
      renote: () => renoteRef.current && !renoteRef.current.disabled && renote(renoteRef.current),
      menu: () => void actions.openMenu(note, moreRef.current, onChange),
      // c: the clips extension's clip menu, when it is there (Misskey: c clips).
      clip: me && commands.has('clips.clipNote') ? () => void commands.run('clips.clipNote', note, moreRef.current) : undefined,
    });
    const reactLabel = likeOnly ? t(note.myReaction ? m.unlike : m.like) : t(m.react);
    return (
      <div className="kite-note-footer">
        <button
          type="button"
          className="kite-note-action"
          aria-label={note.repliesCount > 0 ? t(m.replyCount, { n: String(note.repliesCount) }) : t(m.reply)}
          onClick={reply}
        >
          <Icon icon="reply" size={16} />
          {note.repliesCount > 0 && <span className="kite-note-action-count">{note.repliesCount}</span>}
        </button>
        <button
          ref={renoteRef}
          type="button"
          className="kite-note-action"
          aria-label={note.renoteCount > 0 ? t(m.renoteCount, { n: String(note.renoteCount) }) : t(m.renote)}
          disabled={!!me && !canRenote(note, me.id)}
          onClick={(e) => renote(e.currentTarget)}
        >
          <Icon icon="repeat" size={16} />
          {note.renoteCount > 0 && <span className="kite-note-action-count">{note.renoteCount}</span>}
        </button>
        <button
          ref={reactRef}
          type="button"
          className={`kite-note-action${effect ? ' kite-note-action-effect' : ''}`}
          aria-label={reactLabel}
          aria-pressed={likeOnly ? note.myReaction != null : undefined}
          onClick={(e) => openPicker(e.currentTarget)}
        >
          <Icon icon={likeOnly ? 'heart' : 'plus'} size={16} />
        </button>
        <button
          ref={moreRef}
          type="button"
          className="kite-note-action"
          aria-label={t(m.more)}
          aria-haspopup="menu"
          onClick={(e) => void actions.openMenu(note, e.currentTarget, onChange)}
        >
          <Icon icon="dots" size={16} />
        </button>
      </div>
    );
  };
}
