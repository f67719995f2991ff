import { useEffect, useId, useRef, useState } from 'react';
import { Api, Dialogs, I18n, useOptionalService, useService, useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, errorText } from '@kite/sdk/kit';
import { gamesMessages } from '../messages';
import { GAME_HEIGHT, GAME_WIDTH, type BubbleGame } from './engine';
import type { GameMode } from './monos';
import { bubbleMessages as m } from './messages';
import { MonoChip } from './MonoChip';
import { loadHighScore, recordOf, registerScore, saveHighScore, type GameRecord } from './saveRecord';
import { modeMessages, scoreMessage } from './units';
import { useBubbleGame } from './useBubbleGame';

interface Props {
  mode: GameMode;
  mute: boolean;
  /** Back to the title screen. */
  onEnd: () => void;
}

/** The game screen; "Play again" starts a new game (a new seed) in the same mode. */
export default function GameView(props: Props) {
  const [round, setRound] = useState(0);
  return <Play key={round} {...props} onAgain={() => setRound((r) => r + 1)} />;
}

type Saving = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; error: unknown };

function Play({ mode, mute, onEnd, onAgain }: Props & { onAgain: () => void }) {
  const t = useT();
  const api = useService(Api);
  const i18n = useService(I18n);
  const dialogs = useOptionalService(Dialogs);
  const keysId = useId();
  const [high, setHigh] = useState<number | null>(null);
  const [newHigh, setNewHigh] = useState(false);
  const [saving, setSaving] = useState<Saving | null>(null);
  const [record, setRecord] = useState<GameRecord | null>(null);
  const [maxCombo, setMaxCombo] = useState(0);
  const highRef = useRef<number | null>(null);
  const overHeading = useRef<HTMLHeadingElement>(null);

  const save = (r: GameRecord) => {
    setSaving({ state: 'saving' });
    registerScore(api, r).then(
      () => setSaving({ state: 'saved' }),
      (error: unknown) => setSaving({ state: 'failed', error }),
    );
  };
  const onOver = (g: BubbleGame) => {
    const r = recordOf(g);
    setRecord(r);
    setMaxCombo(g.maxCombo);
    save(r);
    if (r.score > (highRef.current ?? 0)) {
      highRef.current = r.score;
      setHigh(r.score);
      setNewHigh(true);
      // The best score is a convenience: failing to keep it loses no record.
      saveHighScore(api, mode, r.score).catch(() => {});
    }
  };
  const { canvas, game, view, handlers, position } = useBubbleGame(mode, mute, onOver);
  // The result is below the box: bring it to the eye and to the keyboard when the game ends.
  useEffect(() => {
    if (view.over) overHeading.current?.focus();
  }, [view.over]);

  useEffect(() => {
    let gone = false;
    void loadHighScore(api, mode).then((v) => {
      if (gone || highRef.current !== null) return;
      highRef.current = v;
      setHigh(v);
    });
    return () => {
      gone = true;
    };
  }, [api, mode]);

  const surrender = async () => {
    if (dialogs && !(await dialogs.confirm({ type: 'warning', text: t(m.surrenderConfirm) }))) return;
    game.current?.surrender();
  };
  const amount = (n: number) => t(scoreMessage(mode), { n: i18n.formatNumber(n) });
  const next = view.stock;

  return (
    <article className="kite-panel kite-bubble">
      <PageHeader title={t(gamesMessages.bubbleGame)} subtitle={t(modeMessages[mode])} icon="gamepad" />
      <div className="kite-bubble-game">
        <div className="kite-bubble-bar">
          <dl className="kite-bubble-stats">
            <div>
              <dt>{t(m.score)}</dt>
              <dd className="kite-bubble-score">{amount(view.score)}</dd>
            </div>
            <div>
              <dt>{t(m.highScore)}</dt>
              <dd>{high === null ? '-' : amount(high)}</dd>
            </div>
          </dl>
          <div className="kite-bubble-hold">
            <Button onClick={() => game.current?.hold()} disabled={view.over}>
              {t(m.hold)}
            </Button>
            {view.holding && (
              <span aria-label={t(m.held, { mono: t(m.level, { n: view.holding.mono.level }) })} role="group">
                <MonoChip mono={view.holding.mono} />
              </span>
            )}
          </div>
          <div className="kite-bubble-next">
            <span>{t(m.next)}</span>
            <ol aria-label={t(m.next)}>
              {next.map((s) => (
                <li key={s.key}>
                  <MonoChip mono={s.mono} />
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div
          className={`kite-bubble-box${view.over ? ' kite-bubble-box-over' : ''}`}
          // A slider: the arrow keys move the dropper; Space or Enter drops (described below).
          role="slider"
          tabIndex={0}
          aria-label={t(m.playArea)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-describedby={keysId}
          {...handlers}
        >
          <canvas ref={canvas} width={GAME_WIDTH * 2} height={GAME_HEIGHT * 2} />
          {view.combo >= 2 && !view.over && (
            <span className="kite-bubble-combo" aria-hidden="true">
              {t(m.combo, { n: view.combo })}
            </span>
          )}
        </div>
        <p id={keysId} className="kite-bubble-muted">
          {t(m.keys)}
        </p>
        {!view.over ? (
          <Button variant="danger" onClick={() => void surrender()}>
            {t(m.surrender)}
          </Button>
        ) : (
          <section className="kite-bubble-frame kite-bubble-result" aria-labelledby={`${keysId}-over`}>
            <h2 id={`${keysId}-over`} ref={overHeading} tabIndex={-1}>
              {t(m.gameOver)}
            </h2>
            <p>
              {t(m.score)}: <b>{amount(view.score)}</b>
            </p>
            <p>
              {t(m.maxCombo)}: <b>{i18n.formatNumber(maxCombo)}</b>
            </p>
            {newHigh && <p>{t(m.newHighScore)}</p>}
            {saving?.state === 'saving' && <p role="status">{t(m.saving)}</p>}
            {saving?.state === 'saved' && <p role="status">{t(m.saved)}</p>}
            {saving?.state === 'failed' && (
              <p role="alert">
                {t(m.saveFailed, { error: errorText(saving.error, t) })}{' '}
                {record && <Button onClick={() => save(record)}>{t(m.retrySave)}</Button>}
              </p>
            )}
            <div className="kite-bubble-actions">
              <Button variant="primary" onClick={onEnd}>
                {t(m.backToTitle)}
              </Button>
              <Button onClick={onAgain}>{t(m.again)}</Button>
            </div>
          </section>
        )}
      </div>
    </article>
  );
}
