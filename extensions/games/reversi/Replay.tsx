import { useT } from '@kite/sdk';
import { Button } from '@kite/sdk/kit';
import { reversiMessages as m } from './messages';

/** The game record of an ended game: step through its moves; the board above shows the chosen one. */
export function Replay({ step, total, onStep }: { step: number; total: number; onStep: (n: number) => void }) {
  const t = useT();
  return (
    <section className="kite-reversi-replay" aria-labelledby="kite-reversi-replay">
      <h2 id="kite-reversi-replay">{t(m.replay)}</h2>
      <p aria-live="polite">{t(m.step, { n: step, total })}</p>
      <div className="kite-reversi-actions">
        <Button onClick={() => onStep(0)} disabled={step === 0}>
          {t(m.first)}
        </Button>
        <Button onClick={() => onStep(step - 1)} disabled={step === 0}>
          {t(m.prev)}
        </Button>
        <Button onClick={() => onStep(step + 1)} disabled={step >= total}>
          {t(m.next)}
        </Button>
        <Button onClick={() => onStep(total)} disabled={step >= total}>
          {t(m.last)}
        </Button>
      </div>
    </section>
  );
}
