import { useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Navigation, UserName, useService, useT, useViewer } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, Field, SwitchRow, errorText, fieldsClass, useLoad } from '@kite/sdk/kit';
import { gamesMessages } from '../messages';
import { GameList } from './GameList';
import { useMatching } from './useMatching';
import { reversiMessages as m } from './messages';
import './reversi.css';

/** Invitations live 20 s on the server and are renewed by the inviter's heartbeat: look often. */
const INVITATIONS_EVERY_MS = 4000;

/** /reversi: invitations, inviting a user, random matching, the rules, my and everyone's games. */
export function LobbyPage() {
  const t = useT();
  const { signedIn } = useViewer();
  const api = useService(Api);
  const games = useLoad('reversi-games', () => api.request('reversi/games', { limit: 20 }), { every: 15_000 });
  return (
    <article className="kite-panel kite-reversi">
      <PageHeader title={t(gamesMessages.reversi)} icon="gamepad" />
      {signedIn ? <PlayPanel /> : <p className="kite-reversi-note">{t(m.signInToPlay)}</p>}
      <details className="kite-reversi-rules">
        <summary>{t(m.rulesTitle)}</summary>
        <p>{t(m.rules)}</p>
      </details>
      {signedIn && <MyGames />}
      <section aria-labelledby="kite-reversi-all">
        <h2 id="kite-reversi-all">{t(m.allGames)}</h2>
        {games.error ? (
          <p role="alert">{errorText(games.error, t)}</p>
        ) : (
          games.data && <GameList games={games.data} label={t(m.allGames)} />
        )}
      </section>
    </article>
  );
}

function MyGames() {
  const t = useT();
  const api = useService(Api);
  const mine = useLoad('reversi-my-games', () => api.request('reversi/games', { my: true, limit: 20 }));
  return (
    <section aria-labelledby="kite-reversi-mine">
      <h2 id="kite-reversi-mine">{t(m.myGames)}</h2>
      {mine.error ? <p role="alert">{errorText(mine.error, t)}</p> : mine.data && <GameList games={mine.data} label={t(m.myGames)} />}
    </section>
  );
}

function PlayPanel() {
  const t = useT();
  const api = useService(Api);
  const nav = useService(Navigation);
  const { matching, error, start, stop, setError } = useMatching();
  const [username, setUsername] = useState('');
  const [noIrregularRules, setNoIrregularRules] = useState(false);
  const [busy, setBusy] = useState(false);
  const invitations = useLoad('reversi-invitations', () => api.request('reversi/invitations', {}), { every: INVITATIONS_EVERY_MS });

  const invite = async () => {
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    setBusy(true);
    setError(null);
    try {
      const user = await api.request('users/show', { username: name, host: null });
      start({ kind: 'user', user });
    } catch (e) {
      setError(errorText(e, t));
    } finally {
      setBusy(false);
    }
  };

  const accept = async (user: entities.UserLite) => {
    setError(null);
    try {
      const game = await api.request('reversi/match', { userId: user.id });
      // The invitation ran out meanwhile: our answer became an invitation to them, so wait for it.
      if (game) nav.push(`/reversi/g/${game.id}`);
      else start({ kind: 'user', user });
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  return (
    <section className="kite-reversi-play">
      {matching ? (
        <div className="kite-reversi-waiting" role="status">
          <span>{matching.kind === 'user' ? t(m.waitingFor, { name: `@${matching.user.username}` }) : t(m.waitingAny)}</span>
          <Button onClick={stop}>{t(m.cancel)}</Button>
        </div>
      ) : (
        <>
          <form
            className={`kite-reversi-invite ${fieldsClass}`}
            onSubmit={(e) => {
              e.preventDefault();
              void invite();
            }}
          >
            <Field label={t(m.inviteUser)}>
              {(id) => (
                <input
                  id={id}
                  value={username}
                  placeholder={t(m.username)}
                  autoComplete="off"
                  onChange={(e) => setUsername(e.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="primary" disabled={busy || !username.trim()}>
              {t(m.invite)}
            </Button>
          </form>
          <div className="kite-reversi-any">
            <SwitchRow label={t(m.noIrregularRules)} checked={noIrregularRules} onChange={setNoIrregularRules} />
            <Button onClick={() => start({ kind: 'any', noIrregularRules })}>{t(m.matchAny)}</Button>
          </div>
        </>
      )}
      {error && (
        <p className="kite-reversi-error" role="alert">
          {error}
        </p>
      )}
      <h2>{t(m.invitations)}</h2>
      {invitations.data && invitations.data.length > 0 ? (
        <ul className="kite-reversi-invitations" aria-label={t(m.invitations)}>
          {invitations.data.map((u) => (
            <li key={u.id}>
              <span>
                <UserName user={u} /> <span className="kite-reversi-acct">@{u.username}</span>
              </span>
              <Button variant="primary" onClick={() => void accept(u)}>
                {t(m.accept)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="kite-reversi-empty">{invitations.error ? errorText(invitations.error, t) : t(m.noInvitations)}</p>
      )}
    </section>
  );
}
