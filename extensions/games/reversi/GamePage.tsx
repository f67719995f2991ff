import { useState } from 'react';
import { ResultScreen, UserName, isApiError, useT } from '@kite/sdk';
import type { RouteProps } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText } from '@kite/sdk/kit';
import { gamesMessages } from '../messages';
import { GameBoard } from './GameBoard';
import { GameSettings } from './GameSettings';
import { useGame } from './useGame';
import { reversiMessages as m } from './messages';
import './reversi.css';

/** /reversi/g/:gameId: a game for its players and anyone watching, live over the reversiGame channel. */
export function GamePage({ params }: RouteProps) {
  const t = useT();
  const gameId = params.gameId ?? '';
  const { game, error, canceled, send, live, reload } = useGame(gameId);
  const [copied, setCopied] = useState(false);
  const title = t(gamesMessages.reversi);
  if (canceled) return <ResultScreen kind="empty" title={t(m.canceled)} />;
  if (error && !game) {
    const missing = isApiError(error) && error.code === 'NO_SUCH_GAME';
    return missing ? (
      <ResultScreen kind="notFound" text={t(m.noSuchGame)} />
    ) : (
      <ResultScreen kind="error" text={errorText(error, t)} onRetry={reload} />
    );
  }
  const share = () => {
    void navigator.clipboard?.writeText(location.href).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <article className="kite-panel kite-reversi">
      <PageHeader title={title} icon="gamepad" />
      {game && (
        <>
          <h2 className="kite-reversi-title">
            <UserName user={game.user1} /> – <UserName user={game.user2} />
          </h2>
          {game.isStarted ? <GameBoard game={game} send={send} live={live} /> : <GameSettings game={game} send={send} live={live} />}
          <p className="kite-reversi-share">
            <Button onClick={share}>{t(m.share)}</Button>
            <span role="status">{copied ? t(m.copied) : ''}</span>
          </p>
        </>
      )}
    </article>
  );
}
