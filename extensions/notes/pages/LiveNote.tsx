import { useState } from 'react';
import type { entities } from 'misskey-js';
import { NoteActions, useOptionalService } from '@kite/sdk';
import { NoteCard } from '../card/NoteCard';

/**
 * A note card that keeps its own latest version: the footer and reactions act through
 * `NoteActions` (when the note-actions bundle is on) and a deleted note disappears.
 */
export function LiveNote({ note: initial, detailed }: { note: entities.Note; detailed?: boolean }) {
  const actions = useOptionalService(NoteActions);
  const [note, setNote] = useState<entities.Note | null>(initial);
  // Read before any early return: hooks run in the same order on every render.
  const translation = actions?.useTranslation(initial.id) ?? null;
  if (!note) return null;
  const onChange = (next: entities.Note | null) => setNote(next);
  return (
    <NoteCard
      note={note}
      detailed={detailed}
      translation={translation}
      onAction={actions ? (a, n) => { if (a.type === 'react') void actions.react(n, a.reaction, onChange); } : undefined}
      footer={actions ? <actions.Footer note={note} onChange={onChange} /> : undefined}
    />
  );
}
