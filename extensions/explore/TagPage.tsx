import { Link, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import type { RouteProps } from '@kite/sdk';
import { NoteList } from './NoteList';
import { exploreMessages as m } from './messages';
import './explore.css';

/** /tags/:tag — public notes with a hashtag (a hashtag in a note links here). */
export default function TagPage({ params }: RouteProps) {
  const t = useT();
  const tag = params.tag ?? '';
  return (
    <div className="kite-explore">
      <PageHeader title={`#${tag}`} subtitle={t(m.notesWithTag)} icon="hash" />
      <p className="kite-explore-aside">
        <Link to={`/user-tags/${encodeURIComponent(tag)}`}>{t(m.tagUsers, { tag })}</Link>
      </p>
      <NoteList key={tag} source={{ kind: 'tag', tag }} label={t(m.tagNotes, { tag })} emptyText={t(m.noTagNotes, { tag })} />
    </div>
  );
}
