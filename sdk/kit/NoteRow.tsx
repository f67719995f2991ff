import { useCallback, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { useOptionalService, useService } from '../react';
import { NoteViews } from '../notes';
import { NoteActions } from '../noteActions';
import type { NoteChange } from '../noteActions';

/**
 * A note card with the actions footer (when note-actions is on): reactions made on the card and
 * the footer's changes go back to the list through `onChange(note)`.
 */
export function NoteRow({ note, onChange }: { note: entities.Note; onChange: (n: entities.Note) => NoteChange }) {
  const { NoteCard } = useService(NoteViews);
  const actions = useOptionalService(NoteActions);
  const change = useMemo(() => onChange(note), [onChange, note]);
  return (
    <NoteCard
      note={note}
      onAction={
        actions
          ? (a, n) => {
              if (a.type === 'react') void actions.react(n, a.reaction, onChange(n));
            }
          : undefined
      }
      footer={actions ? <actions.Footer note={note} onChange={change} /> : undefined}
    />
  );
}

/** One note outside any list (a mention, a notification's note): it shows its own changes and goes away when deleted. */
export function SingleNote({ note: initial }: { note: entities.Note }) {
  const [note, setNote] = useState<entities.Note | null>(initial);
  const change = useCallback((): NoteChange => setNote, []);
  if (!note) return null;
  return <NoteRow note={note} onChange={change} />;
}
