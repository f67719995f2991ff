import { useT } from '@kite/sdk';
import type { Disposable, OverlayHost } from '@kite/sdk';
import { BottomNotice } from '@kite/sdk/kit';
import { pwaMessages as m } from './messages';
import type { InstallAnswer } from './installPrompt';
import './pwa.css';

/** The install offer: a panel at the bottom of the screen like the donation notice, not modal. Escape and the close button answer "later". */
export function InstallNotice({ onAnswer }: { onAnswer: (answer: InstallAnswer) => void }) {
  const t = useT();
  return (
    <BottomNotice
      icon="download"
      title={t(m.installTitle)}
      text={t(m.installText)}
      closeLabel={t(m.installClose)}
      onDismiss={() => onAnswer('later')}
    >
      <button type="button" className="kite-button kite-button-primary" onClick={() => onAnswer('install')}>
        {t(m.installAction)}
      </button>
      <button type="button" className="kite-button" onClick={() => onAnswer('later')}>
        {t(m.installLater)}
      </button>
      <button type="button" className="kite-button" onClick={() => onAnswer('never')}>
        {t(m.installNever)}
      </button>
    </BottomNotice>
  );
}

/** Draws the offer over the page until it is answered or disposed. */
export function mountInstallNotice(overlays: OverlayHost, onAnswer: (answer: InstallAnswer) => void): Disposable {
  return overlays.mount(function Install() {
    return <InstallNotice onAnswer={onAnswer} />;
  });
}
