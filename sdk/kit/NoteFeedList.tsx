import { useCallback, useEffect } from 'react';
import type { entities } from 'misskey-js';
import { VirtualNoteList } from '../ui/VirtualNoteList';
import type { NoteFeed } from '../ui/noteFeed';
import type { NoteChange } from '../noteActions';
import { NoteRow } from './NoteRow';

/** Props of `NoteFeedList`: the feed, where to keep the reader's place, and the list's texts. */
export interface NoteFeedListProps {
  /** The notes to show, paged by untilId; a new feed (its source changed) loads from the start. */
  feed: NoteFeed<entities.Note>;
  /** Where the reader was is kept under this key (back navigation shows the same place). */
  restoreKey: string;
  /** Accessible name of the list. */
  label: string;
  /** What the empty list says. */
  emptyText: string;
}

/**
 * A page's list of notes: loads the feed's first page, then more as one scrolls; the loading,
 * error (with a retry) and empty states; each note with its actions, their changes kept in the feed.
 */
export function NoteFeedList({ feed, restoreKey, label, emptyText }: NoteFeedListProps) {
  useEffect(() => {
    void feed.reload();
  }, [feed]);
  const change = useCallback(
    (n: entities.Note): NoteChange =>
      (next) =>
        feed.update(n.id, () => next),
    [feed],
  );
  const renderItem = useCallback((n: entities.Note) => <NoteRow note={n} onChange={change} />, [change]);
  return <VirtualNoteList feed={feed} renderItem={renderItem} restoreKey={restoreKey} label={label} emptyText={emptyText} />;
}
