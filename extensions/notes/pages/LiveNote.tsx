import { useCallback } from 'react';
import type { entities } from 'misskey-js';
import { NoteActions, NoteStore, useHeldNote, useNote, useOptionalService } from '@kite/sdk';
import { NoteCard } from '../card/NoteCard';

/**
 * A note card showing the note store's current version: held and kept current while
 * mounted, so a reaction here shows on every timeline card of the note, and one made
 * elsewhere shows here. The footer and reactions act through `NoteActions` (when the
 * note-actions bundle is on); a deleted note disappears.
 */
export function LiveNote({ note: initial, detailed }: { note: entities.Note; detailed?: boolean }) {
  const actions = useOptionalService(NoteActions);
  const store = useOptionalService(NoteStore);
  const stored = useNote(initial.id);
  const note = stored === undefined ? initial : stored;
  useHeldNote(note);
  // Read before any early return: hooks run in the same order on every render.
  const translation = actions?.useTranslation(initial.id) ?? null;
  const changeFor = useCallback((n: entities.Note) => (next: entities.Note | null) => store?.set(n.id, next), [store]);
  if (!note) return null;
  const onChange = changeFor(note);
  return (
    <NoteCard
      note={note}
      detailed={detailed}
      translation={translation}
      onAction={
        actions
          ? (a, n) => {
              if (a.type === 'react') void actions.react(n, a.reaction, changeFor(n));
            }
          : undefined
      }
      footer={actions ? <actions.Footer note={note} onChange={onChange} /> : undefined}
    />
  );
}
