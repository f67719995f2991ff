import type { entities } from 'misskey-js';
import { Link, UserName, useT, useTn } from '@kite/sdk';
import { playMessages as m } from './messages';

/** A Play in a list: title, summary, author and likes. */
export function PlayList({ plays, label }: { plays: readonly entities.Flash[]; label: string }) {
  const t = useT();
  const tn = useTn();
  return (
    <ul className="kite-play-list" aria-label={label}>
      {plays.map((p) => (
        <li key={p.id}>
          <Link to={`/play/${p.id}`} className="kite-play-card">
            <strong>{p.title}</strong>
            {p.summary && <span className="kite-play-summary">{p.summary}</span>}
            <span className="kite-play-meta">
              <UserName user={p.user} /> · {tn(p.likedCount, { one: m.likesOne, other: m.likes })}
              {p.visibility === 'private' && ` · ${t(m.privateBadge)}`}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
