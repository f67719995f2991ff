import { useEffect, useId, useState } from 'react';
import { Icon, claimZIndex, useT } from '@kite/sdk';
import type { Disposable, OverlayHost } from '@kite/sdk';
import { pwaMessages as m } from './messages';
import type { InstallAnswer } from './installPrompt';
import './pwa.css';

/**
 * The install offer: a panel at the bottom of the screen like the donation notice, not modal. Escape and the
 * close button answer "later".
 */
export function InstallNotice({ onAnswer }: { onAnswer: (answer: InstallAnswer) => void }) {
  const t = useT();
  const titleId = useId();
  const [zIndex] = useState(() => claimZIndex('low'));
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onAnswer('later');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onAnswer]);
  return (
    <aside className="kite-install-prompt" aria-labelledby={titleId} style={{ zIndex }}>
      <Icon icon="download" size={32} className="kite-install-icon" />
      <div>
        <h2 id={titleId}>{t(m.installTitle)}</h2>
        <p>{t(m.installText)}</p>
        <div className="kite-install-buttons">
          <button type="button" className="kite-button kite-button-primary" onClick={() => onAnswer('install')}>
            {t(m.installAction)}
          </button>
          <button type="button" className="kite-button" onClick={() => onAnswer('later')}>
            {t(m.installLater)}
          </button>
          <button type="button" className="kite-button" onClick={() => onAnswer('never')}>
            {t(m.installNever)}
          </button>
        </div>
      </div>
      <button type="button" className="kite-install-close" aria-label={t(m.installClose)} onClick={() => onAnswer('later')}>
        <Icon icon="x" />
      </button>
    </aside>
  );
}

/** Draws the offer over the page until it is answered or disposed. */
export function mountInstallNotice(overlays: OverlayHost, onAnswer: (answer: InstallAnswer) => void): Disposable {
  return overlays.mount(function Install() {
    return <InstallNotice onAnswer={onAnswer} />;
  });
}
