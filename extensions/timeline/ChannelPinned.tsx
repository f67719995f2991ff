import { useCallback, useEffect } from 'react';
import type { entities } from 'misskey-js';
import { IconPin } from '@tabler/icons-react';
import { Icon, NoteStore, useService, useT } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';
import { TimelineNote } from './TimelineList';
import { channelMessages as m } from './channelMessages';

/**
 * The channel's pinned notes (channels/show `pinnedNotes`, in the owner's order) above its
 * timeline, as Misskey's channel page shows them. Held in the note store while shown, so a
 * reaction or a deletion elsewhere shows here too.
 */
export function ChannelPinned({ notes }: { notes: readonly entities.Note[] }) {
  const t = useT();
  const store = useService(NoteStore);
  useEffect(() => {
    for (const n of notes) store.put(n);
    return store.hold(notes);
  }, [store, notes]);
  const changeFor = useCallback(
    (note: entities.Note): NoteChange =>
      (next) =>
        store.set(note.id, next),
    [store],
  );
  if (notes.length === 0) return null;
  const title = t(m.pinnedNotes);
  return (
    <section className="kite-tl-channel-pinned" aria-label={title}>
      <h2 className="kite-tl-channel-pinned-title">
        <Icon icon={IconPin} size={16} /> {title}
      </h2>
      {notes.map((n) => (
        <TimelineNote key={n.id} item={n} changeFor={changeFor} />
      ))}
    </section>
  );
}
