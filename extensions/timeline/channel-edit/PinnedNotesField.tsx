import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Icon, isApiError, useService, useT } from '@kite/sdk';
import { moved, noteIdOf } from './form';
import { channelEditMessages as m } from './messages';

/** A pinned note's line: the start of its text, or its id when the note is unknown (deleted, or not loaded). */
function excerpt(note: entities.Note | undefined): string | null {
  const text = note?.cw ?? note?.text ?? null;
  if (!text) return null;
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > 60 ? `${one.slice(0, 60)}…` : one;
}

/**
 * The channel's pinned notes in the editor (channels/update `pinnedNoteIds`, as Misskey's
 * editor): add one by its id or URL (checked with notes/show, added at the top), move one up
 * or down, remove one. Saved with the rest of the form.
 */
export function PinnedNotesField(props: {
  ids: readonly string[];
  onChange: (ids: string[]) => void;
  /** Notes already known (the channel's pinnedNotes), to show their text. */
  initial: readonly entities.Note[];
}) {
  const t = useT();
  const api = useService(Api);
  const [known, setKnown] = useState(() => new Map(props.initial.map((n) => [n.id, n])));
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { ids, onChange } = props;

  const add = async () => {
    const id = noteIdOf(input);
    if (!id) return setError(t(m.pinEnterNote));
    if (ids.includes(id)) return setError(t(m.pinAlready));
    setBusy(true);
    try {
      const note = await api.request('notes/show', { noteId: id });
      setKnown((k) => new Map(k).set(note.id, note));
      if (!ids.includes(note.id)) onChange([note.id, ...ids]);
      setInput('');
      setError(null);
    } catch (e) {
      if (!isApiError(e)) throw e;
      // What was typed stays, to be corrected.
      setError(e.code === 'NO_SUCH_NOTE' ? t(m.pinNoSuchNote) : e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="kite-chedit-pinned">
      <legend>{t(m.pinnedNotes)}</legend>
      <div className="kite-chedit-pin-add">
        <label>
          <span>{t(m.pinInput)}</span>
          <input
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              // Enter adds the note here instead of submitting the whole form.
              if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void add();
              }
            }}
            aria-invalid={error != null}
          />
        </label>
        <button type="button" className="kite-button" disabled={busy} onClick={() => void add()}>
          <Icon icon="plus" size={16} /> {t(m.pinAdd)}
        </button>
      </div>
      {error && (
        <p className="kite-chedit-error" role="alert">
          {error}
        </p>
      )}
      {ids.length === 0 ? (
        <p className="kite-chedit-note">{t(m.pinNone)}</p>
      ) : (
        <ol className="kite-chedit-pin-list">
          {ids.map((id, i) => {
            const label = excerpt(known.get(id)) ?? id;
            return (
              <li key={id}>
                <span className="kite-chedit-pin-text">{label}</span>
                <button
                  type="button"
                  className="kite-button"
                  disabled={i === 0}
                  aria-label={t(m.pinUp, { note: label })}
                  onClick={() => onChange(moved(ids, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="kite-button"
                  disabled={i === ids.length - 1}
                  aria-label={t(m.pinDown, { note: label })}
                  onClick={() => onChange(moved(ids, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="kite-button"
                  aria-label={t(m.pinRemove, { note: label })}
                  onClick={() => onChange(ids.filter((x) => x !== id))}
                >
                  <Icon icon="x" size={16} />
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
