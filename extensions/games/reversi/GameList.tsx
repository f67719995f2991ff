import type { entities } from 'misskey-js';
import { Link, UserName, useT } from '@kite/sdk';
import { reversiMessages as m } from './messages';

/** A list of games, each a link to its page with both players and its state. */
export function GameList({ games, label }: { games: readonly entities.ReversiGameLite[]; label: string }) {
  const t = useT();
  if (games.length === 0) return <p className="kite-reversi-empty">{t(m.noGames)}</p>;
  return (
    <ul className="kite-reversi-games" aria-label={label}>
      {games.map((g) => (
        <li key={g.id}>
          <Link to={`/reversi/g/${g.id}`}>
            <UserName user={g.user1} /> – <UserName user={g.user2} />
          </Link>
          <span className={`kite-reversi-state${g.isEnded ? '' : g.isStarted ? ' is-live' : ' is-prep'}`}>
            {t(g.isEnded ? m.ended : g.isStarted ? m.playing : m.preparing)}
          </span>
        </li>
      ))}
    </ul>
  );
}
