import { useEffect, useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { Api, Dialogs, UserName, useOptionalService, useService, useT, useViewer } from '@kite/sdk';
import { Button, errorText } from '@kite/sdk/kit';
import { BoardGrid } from './BoardGrid';
import { Replay } from './Replay';
import { boardAt, colorOf, playerOf, resultOf } from './gameState';
import type { SendToGame } from './useGame';
import { useTurnTimer } from './useTurnTimer';
import { reversiMessages as m } from './messages';

/** A started game: whose turn, the counts, the board, the turn's time, resigning; the result and the record once ended. */
export function GameBoard({ game, send, live: connected }: { game: entities.ReversiGameDetailed; send: SendToGame; live: boolean }) {
  const t = useT();
  const api = useService(Api);
  const dialogs = useOptionalService(Dialogs);
  const meId = useViewer().me?.id;
  // null: follow the newest move (live, or an ended game's end); a number: the record's step shown.
  const [picked, setStep] = useState<number | null>(null);
  const step = picked ?? game.logs.length;
  const [error, setError] = useState<string | null>(null);
  const view = useMemo(() => boardAt(game, step), [game, step]);
  const myColor = colorOf(game, meId);
  const live = !game.isEnded;
  const myTurn = live && myColor !== null && view.turn === myColor;
  const left = useTurnTimer(`${game.logs.length}`, game.timeLimitForEachTurn, live && view.turn !== null);
  const colorWord = (c: boolean) => t(c ? m.black : m.white);

  useEffect(() => {
    // When a turn's time is up, a player tells the server (it checks and ends the game by time-out).
    if (left === 0 && myColor !== null) send('claimTimeIsUp', {});
  }, [left, myColor, send]);

  const resign = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.resignConfirm) }))) return;
    try {
      await api.request('reversi/surrender', { gameId: game.id });
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  const result = game.isEnded ? resultOf(game, meId) : null;
  return (
    <section className="kite-reversi-game" aria-label={t(m.board)}>
      <div className="kite-reversi-status" role="status">
        {result ? (
          <strong className="kite-reversi-result">
            {t(result.key, { name: result.name ? `@${result.name.username}` : '' })}
            {result.reason && ` ${t(result.reason.key, { name: `@${result.reason.name.username}` })}`}
          </strong>
        ) : view.turn === null ? null : myTurn ? (
          <strong>{t(m.yourTurn, { color: colorWord(view.turn) })}</strong>
        ) : (
          <span>{t(m.turnOf, { name: `@${playerOf(game, view.turn).username}`, color: colorWord(view.turn) })}</span>
        )}
      </div>
      <p className="kite-reversi-players">
        <span className="kite-reversi-dot is-black" aria-hidden="true" /> <UserName user={playerOf(game, true)} />
        {' · '}
        <span className="kite-reversi-dot is-white" aria-hidden="true" /> <UserName user={playerOf(game, false)} />
      </p>
      <p className="kite-reversi-count">{t(m.count, { b: view.black, w: view.white })}</p>
      <BoardGrid
        view={view}
        playable={myTurn && step === game.logs.length}
        onPut={(pos) => send('putStone', { pos, id: Math.random().toString(36).slice(2) })}
      />
      {live && left !== null && (
        <p className={`kite-reversi-timer${left <= 10 ? ' is-low' : ''}`}>
          {t(m.timeLeft, { n: left })}
          {left === 0 && myColor !== null && connected && <Button onClick={() => send('claimTimeIsUp', {})}>{t(m.claimTime)}</Button>}
        </p>
      )}
      {live && myColor !== null && (
        <div className="kite-reversi-actions">
          <Button variant="danger" onClick={() => void resign()}>
            {t(m.resign)}
          </Button>
        </div>
      )}
      {error && (
        <p className="kite-reversi-error" role="alert">
          {error}
        </p>
      )}
      {game.isEnded && <Replay step={step} total={game.logs.length} onStep={setStep} />}
    </section>
  );
}
