import { useCallback, useEffect, useMemo } from 'react';
import type { entities } from 'misskey-js';
import { Api, NoteFeed, VirtualNoteList, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { NoteChange, RouteProps } from '@kite/sdk';
import { NoteRow } from '@kite/sdk/kit';
import { clipMessages as m } from './messages';
import './clips.css';

type Favorite = { id: string; note: entities.Note };

/** /my/favorites: the favorite notes (i/favorites, paged by the favorite's id); unfavoriting removes the row. */
export default function FavoritesPage(_props: RouteProps) {
  const t = useT();
  const api = useService(Api);
  const feed = useMemo(
    () =>
      new NoteFeed<Favorite>(async (p) =>
        (await api.request('i/favorites', { limit: p.limit, untilId: p.untilId })).map((f) => ({ id: f.id, note: f.note })),
      ),
    [api],
  );
  useEffect(() => {
    void feed.reload();
  }, [feed]);
  const change = useCallback(
    (fav: Favorite) =>
      (_n: entities.Note): NoteChange =>
      (next) =>
        feed.update(fav.id, () => (next ? { id: fav.id, note: next } : null)),
    [feed],
  );
  const renderItem = useCallback((f: Favorite) => <NoteRow note={f.note} onChange={change(f)} />, [change]);
  return (
    <div className="kite-clips-page">
      <PageHeader title={t(m.favorites)} icon="star" />
      <VirtualNoteList feed={feed} renderItem={renderItem} restoreKey="favorites" label={t(m.favoritesList)} emptyText={t(m.noFavorites)} />
    </div>
  );
}
