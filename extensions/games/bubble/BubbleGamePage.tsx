import { Suspense, lazy, useState } from 'react';
import { useT } from '@kite/sdk';
import { PageHeader } from '@kite/sdk/pageKit';
import { Button, SelectRow, SwitchRow } from '@kite/sdk/kit';
import { gamesMessages } from '../messages';
import { GAME_MODES, type GameMode } from './monos';
import { bubbleMessages as m } from './messages';
import { Ranking } from './Ranking';
import { modeMessages } from './units';
import './bubble.css';

// The game and its physics engine (matter-js) load only when a game starts.
const GameView = lazy(() => import('./GameView'));

/**
 * /bubble-game (spec 1 §2.1): Misskey's drop-and-merge game. The title screen picks the mode
 * and shows the mode's ranking and how to play; Start opens the game.
 */
export default function BubbleGamePage() {
  const t = useT();
  const [mode, setMode] = useState<GameMode>('normal');
  const [mute, setMute] = useState(false);
  const [playing, setPlaying] = useState(false);
  // Counts the games ended here, so the ranking loads again after each.
  const [ended, setEnded] = useState(0);
  const title = t(gamesMessages.bubbleGame);
  if (playing)
    return (
      <Suspense
        fallback={
          <p className="kite-panel kite-bubble" aria-busy="true">
            {t(m.loading)}
          </p>
        }
      >
        <GameView
          mode={mode}
          mute={mute}
          onEnd={() => {
            setPlaying(false);
            setEnded((n) => n + 1);
          }}
        />
      </Suspense>
    );
  return (
    <article className="kite-panel kite-bubble">
      <PageHeader title={title} icon="gamepad" />
      <div className="kite-bubble-title">
        <section className="kite-bubble-frame kite-bubble-start">
          <SelectRow
            label={t(m.mode)}
            value={mode}
            options={GAME_MODES.map((x) => ({ value: x, text: t(modeMessages[x]) }))}
            onChange={setMode}
          />
          <Button variant="primary" className="kite-bubble-startButton" onClick={() => setPlaying(true)}>
            {t(m.start)}
          </Button>
          <p className="kite-bubble-muted">{t(m.soundNote)}</p>
          <SwitchRow label={t(m.mute)} checked={mute} onChange={setMute} />
        </section>
        <Ranking mode={mode} version={ended} />
        <section className="kite-bubble-frame" aria-labelledby="kite-bubble-how">
          <h2 id="kite-bubble-how">{t(m.howToPlay)}</h2>
          <ol>
            <li>{t(m.howTo1)}</li>
            <li>{t(m.howTo2)}</li>
            <li>{t(m.howTo3)}</li>
          </ol>
        </section>
      </div>
    </article>
  );
}
