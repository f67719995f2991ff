import { Api, Link, useService, useT } from '@kite/sdk';
import type { MessageKey } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { gamesMessages as m } from './messages';
import { gamesNavMessages as nav } from './navMessages';
import './games.css';

interface Game {
  to: string;
  /** The logo in the server's client assets, as Misskey's games page shows it. */
  logo: string | null;
  title: MessageKey;
  text: MessageKey;
}

const games: readonly Game[] = [
  { to: '/bubble-game', logo: '/client-assets/drop-and-fusion/logo.png', title: m.bubbleGame, text: m.bubbleGameText },
  { to: '/reversi', logo: '/client-assets/reversi/logo.png', title: m.reversi, text: m.reversiText },
  { to: '/clicker', logo: null, title: nav.clicker, text: m.clickerText },
];

/** /games: the games of this client, each a card with its logo and title. */
export default function GamesPage() {
  const t = useT();
  const api = useService(Api);
  return (
    <article className="kite-panel kite-games">
      <PageHeader title={t(nav.games)} icon="gamepad" />
      <ul className="kite-games-list">
        {games.map((g) => (
          <li key={g.to}>
            <Link to={g.to} className="kite-games-card">
              {g.logo ? (
                <img src={new URL(g.logo, api.origin).href} alt="" loading="lazy" />
              ) : (
                <span className="kite-games-emoji" aria-hidden="true">
                  🍪
                </span>
              )}
              <strong>{t(g.title)}</strong>
              <span>{t(g.text)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
