import { useCallback, useEffect, useMemo } from 'react';
import type { entities } from 'misskey-js';
import { Api, NoteFeed, VirtualNoteList, useService } from '@kite/sdk';
import type { NoteChange } from '@kite/sdk';
import { NoteRow } from './NoteRow';

/** What a note list shows: the featured notes, or the public notes with a hashtag. */
export type NoteSource = { kind: 'featured' } | { kind: 'tag'; tag: string };

/** A list of notes paged by untilId (notes/featured, notes/search-by-tag). */
export function NoteList({ source, label, emptyText }: { source: NoteSource; label: string; emptyText: string }) {
  const api = useService(Api);
  const tag = source.kind === 'tag' ? source.tag : null;
  const feed = useMemo(
    () =>
      new NoteFeed<entities.Note>((p) =>
        tag === null
          ? api.request('notes/featured', { limit: p.limit, untilId: p.untilId })
          : api.request('notes/search-by-tag', { tag, limit: p.limit, untilId: p.untilId }),
      ),
    [api, tag],
  );
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
  return (
    <VirtualNoteList
      feed={feed}
      renderItem={renderItem}
      restoreKey={tag === null ? 'explore:featured' : `tag:${tag}`}
      label={label}
      emptyText={emptyText}
    />
  );
}
