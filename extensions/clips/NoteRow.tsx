import { useMemo } from 'react';
import type { entities } from 'misskey-js';
import { NoteActions, NoteViews, useOptionalService, useService } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';

/** A note card with the actions footer; changes go back to the list through `onChange`. */
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
