import { useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { entities } from 'misskey-js';
import {
  Icon,
  Link,
  Menus,
  Navigation,
  NoteActions,
  hasSensitiveFile,
  isPureRenote,
  useNoteKeys,
  useOptionalService,
  useT,
  useViewer,
  plainName,
} from '@kite/sdk';
import type { NoteCardProps } from '@kite/sdk';
import { Avatar } from './Avatar';
import { NoteHeader, UserName } from './NoteHeader';
import { NoteBody } from './NoteBody';
import { ReactionsViewer } from '../reactions/ReactionsViewer';
import { TimeDisplay } from '../time/TimeDisplay';
import { Mfm } from '../mfm/Mfm';
import { checkWordMute } from './rules';
import { useNotePref } from '../prefs';
import { useNoteView } from './useNoteView';
import { noteMessages as m } from '../messages';
import { withName } from './withName';

/** The short reply preview above a reply. */
function ReplyPreview({ note }: { note: entities.Note }) {
  const t = useT();
  return (
    <div className="kite-note-reply" role="group" aria-label={t(m.replyTo, { name: plainName(note.user) })}>
      <Icon icon="reply" size={14} />
      <Link to={`/notes/${note.id}`} className="kite-note-reply-text">
        <b>
          <UserName user={note.user} />
        </b>{' '}
        <Mfm text={note.cw ?? note.text ?? ''} plain emojis={note.emojis} author={note.user} />
      </Link>
    </div>
  );
}

/** A placeholder for a hidden note with a button to show it anyway. */
function Hidden({ text, onShow }: { text: string; onShow: () => void }) {
  const t = useT();
  return (
    <div className="kite-note kite-note-hidden">
      <span>{text}</span>{' '}
      <button type="button" className="kite-link-button" onClick={onShow}>
        {t(m.show)}
      </button>
    </div>
  );
}

/**
 * A note as it appears in timelines and on the note page, with the display states of
 * spec 3 §4: hard mute (nothing), word mute, sensitive mute, collapsed renote, CW, long note.
 */
export function NoteCard({ note: outer, onAction, footer, detailed, translation }: NoteCardProps) {
  const t = useT();
  const { me } = useViewer();
  const muteSensitive = useNotePref('muteSensitiveNotes');
  const collapseRenotes = useNotePref('collapseRenotes');
  const [override, setOverride] = useState(false);
  const renoteOnly = isPureRenote(outer);
  const viewed = useNoteView(renoteOnly ? outer.renote : outer);
  const article = useRef<HTMLElement>(null);
  const navigation = useOptionalService(Navigation);
  const menus = useOptionalService(Menus);
  // o / Enter on the focused note opens it; m opens the note menu when no footer offers its own.
  useNoteKeys(
    {
      open: navigation && viewed ? () => navigation.push(`/notes/${viewed.id}`) : undefined,
      menu: menus && viewed ? () => void menus.openFor('note', { note: viewed }, article.current) : undefined,
      // v on a note hidden by a mute or a collapsed renote shows it (its body takes v once shown).
      toggle: override ? undefined : () => setOverride(true),
    },
    { fallback: true },
  );
  // Without note-actions no footer offers the note menu: the card offers it itself (when it has items),
  // so items other extensions add to the kernel-drawn note menu stay reachable by pointer too.
  const noteActions = useOptionalService(NoteActions);
  if (viewed === null) return null;
  const note = viewed;
  const menuButton = !footer && !noteActions && menus && menus.itemsFor('note', { note }).length > 0;
  const meWords = me;

  if (checkWordMute(note, me, meWords?.hardMutedWords ?? [])) return null;
  const name = note.user.name ?? note.user.username;
  if (!override) {
    const muted = checkWordMute(note, me, meWords?.mutedWords ?? []);
    if (muted) return <Hidden text={t(m.wordMuted, { name, words: muted.matched.join(', ') })} onShow={() => setOverride(true)} />;
    if (muteSensitive && hasSensitiveFile(note)) return <Hidden text={t(m.sensitiveMuted, { name })} onShow={() => setOverride(true)} />;
    const collapsed = renoteOnly && collapseRenotes && me && (note.userId === me.id || note.myReaction != null);
    if (collapsed) return <Hidden text={t(m.collapsedRenote, { name: plainName(outer.user) })} onShow={() => setOverride(true)} />;
  }

  const channelColor = note.channel?.color && /^#[0-9a-f]{3,8}$/i.test(note.channel.color) ? note.channel.color : null;
  const style = channelColor ? ({ '--kite-note-channel': channelColor } as CSSProperties) : undefined;
  return (
    <article
      ref={article}
      className={`kite-note${channelColor ? ' kite-note-in-channel' : ''}${detailed ? ' kite-note-detailed' : ''}`}
      style={style}
      data-note-id={note.id}
      aria-label={name}
    >
      {renoteOnly && (
        <div className="kite-note-renoted">
          <Icon icon="repeat" size={14} />
          <Avatar user={outer.user} size={20} />
          <span>{withName((p) => t(m.renotedBy, p), <UserName user={outer.user} />)}</span>
          <Link to={`/notes/${outer.id}`} className="kite-note-time">
            <TimeDisplay time={outer.createdAt} />
          </Link>
        </div>
      )}
      {note.reply && <ReplyPreview note={note.reply} />}
      <div className="kite-note-main">
        <Avatar user={note.user} size={detailed ? 58 : 48} />
        <div className="kite-note-content">
          <NoteHeader note={note} detailed={detailed} />
          <NoteBody note={note} detailed={detailed} translation={translation} />
          <ReactionsViewer note={note} onReact={onAction ? (reaction) => onAction({ type: 'react', reaction }, note) : undefined} />
          {footer}
          {menuButton && (
            <div className="kite-note-menu-only">
              <button
                type="button"
                className="kite-icon-button"
                aria-label={t(m.noteMenu)}
                title={t(m.noteMenu)}
                aria-haspopup="menu"
                onClick={(e) => void menus.openFor('note', { note }, e.currentTarget)}
              >
                <Icon icon="dots" size={16} />
              </button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
