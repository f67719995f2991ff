import { useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { isPureRenote, useNoteKeys, useT } from '@kite/sdk';
import { Mfm } from '../mfm/Mfm';
import { extractPreviewUrls, parseMfm } from '../mfm/parse';
import { MediaList } from '../media/MediaList';
import { Poll, UrlPreview } from '../lazyParts';
import { useNotePref } from '../prefs';
import { isLongNote } from './rules';
import { NoteHeader } from './NoteHeader';
import { noteMessages as m } from '../messages';

/** The text, files, poll, quote and URL previews of a note, behind its CW or long-note collapse. */
export function NoteBody({
  note,
  detailed,
  translation,
  nested,
}: {
  note: entities.Note;
  detailed?: boolean;
  translation?: { sourceLang: string; text: string } | null;
  nested?: boolean;
}) {
  const t = useT();
  const [cwOpen, setCwOpen] = useState(false);
  const long = !detailed && isLongNote(note);
  const [expanded, setExpanded] = useState(false);
  // v on the focused note: what its CW or its collapse holds back (a quoted note's body leaves it to the card's).
  useNoteKeys({
    toggle: nested ? undefined : note.cw != null ? () => setCwOpen((x) => !x) : long ? () => setExpanded((x) => !x) : undefined,
  });
  const showPreviews = useNotePref('showUrlPreview');
  const urls = useMemo(
    () => (note.text && showPreviews && !nested ? extractPreviewUrls(parseMfm(note.text)) : []),
    [note.text, showPreviews, nested],
  );
  const files = note.files ?? [];
  const quote = note.renote && !isPureRenote(note) ? note.renote : null;

  const content = (
    <>
      {note.text && (
        <div className="kite-note-text">
          <Mfm text={note.text} emojis={note.emojis} author={note.user} />
        </div>
      )}
      {translation && (
        <div className="kite-note-translation" role="note">
          <small>{t(m.translated, { lang: translation.sourceLang })}</small>
          <div>
            <Mfm text={translation.text} emojis={note.emojis} author={note.user} />
          </div>
        </div>
      )}
      {files.length > 0 && <MediaList files={files} note={note} />}
      {note.poll && <Poll note={note} />}
      {quote && !nested && (
        <div className="kite-note-quote" aria-label={t(m.quote)} role="group">
          <NoteHeader note={quote} />
          <NoteBody note={quote} nested />
        </div>
      )}
      {urls.map((u) => (
        <UrlPreview key={u} url={u} />
      ))}
    </>
  );

  if (note.cw != null) {
    return (
      <div className="kite-note-body">
        <p className="kite-note-cw">
          <Mfm text={note.cw} emojis={note.emojis} author={note.user} />{' '}
          <button type="button" className="kite-note-cw-toggle" aria-expanded={cwOpen} onClick={() => setCwOpen((x) => !x)}>
            {cwOpen ? t(m.hideContent) : t(m.showContent)}
            {!cwOpen && <small> ({t(m.cwCounts, { chars: note.text?.length ?? 0, files: files.length })})</small>}
          </button>
        </p>
        {cwOpen && <div className="kite-note-cw-content">{content}</div>}
      </div>
    );
  }
  if (long) {
    return (
      <div className="kite-note-body">
        <div className={expanded ? 'kite-note-long-open' : 'kite-note-long-collapsed'} inert={!expanded || undefined}>
          {content}
        </div>
        <button type="button" className="kite-note-long-toggle" aria-expanded={expanded} onClick={() => setExpanded((x) => !x)}>
          {expanded ? t(m.showLess) : t(m.showMore)}
        </button>
      </div>
    );
  }
  return <div className="kite-note-body">{content}</div>;
}
