import { useMemo } from 'react';
import type { entities } from 'misskey-js';
import { Api, NoteFeed, useService } from '@kite/sdk';
import { NoteFeedList } from '@kite/sdk/kit';

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
  return <NoteFeedList feed={feed} restoreKey={tag === null ? 'explore:featured' : `tag:${tag}`} label={label} emptyText={emptyText} />;
}
