import { useId, useRef, useState } from 'react';
import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import type { PreferenceGroup } from '@kite/sdk';
import { TutorialProgress, tutorialSteps } from './steps';
import type { TutorialPrefs } from './prefs';
import { tutorialDialogMessages as m } from './dialogMessages';
import './tutorial.css';

export interface TutorialDialogProps {
  close: () => void;
  /** The `tutorial` preferences (the progress built on them lives in this lazy chunk with the steps). */
  prefs: PreferenceGroup<TutorialPrefs>;
  /** Runs once when the person presses Finish. */
  onFinish: () => void;
}

/**
 * The walkthrough in the sdk Modal (focus stays inside, Escape cancels), one step at a
 * time with Back / Next / Finish. Opens at the saved step with focus on Next; focus goes
 * back to where it was when it closes.
 */
export default function TutorialDialog({ close, prefs, onFinish }: TutorialDialogProps) {
  const t = useT();
  const [progress] = useState(() => new TutorialProgress(prefs));
  const [step, setStep] = useState(() => progress.resume());
  const primary = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const current = tutorialSteps[step];
  const last = progress.isLast(step);

  const go = (delta: number) => {
    const to = progress.move(step, delta);
    setStep(to);
    // Back becomes disabled on the first step: keep focus on a live button.
    if (to === 0) primary.current?.focus();
  };
  const finish = () => {
    progress.finish();
    onFinish();
    close();
  };

  return (
    <Modal labelledBy={headingId} onClose={close} closeOnBackdrop={false} className="kite-tutorial">
      <header className="kite-tutorial-head">
        <h2 id={headingId}>{t(m.title)}</h2>
        <button type="button" className="kite-icon-button" onClick={close} aria-label={t(m.close)} title={t(m.close)}>
          <Icon icon="x" />
        </button>
      </header>
      <section className="kite-tutorial-body" aria-live="polite" data-step={current.id}>
        <p className="kite-tutorial-count">{t(m.stepOf, { n: step + 1, total: progress.count })}</p>
        <h3>{t(current.title)}</h3>
        <p>{t(current.text)}</p>
      </section>
      <footer className="kite-tutorial-foot">
        <button type="button" className="kite-button" onClick={() => go(-1)} disabled={step === 0}>
          {t(m.back)}
        </button>
        <button
          ref={primary}
          data-autofocus
          type="button"
          className="kite-button kite-button-primary"
          onClick={() => (last ? finish() : go(1))}
        >
          {t(last ? m.finish : m.next)}
        </button>
      </footer>
    </Modal>
  );
}
