import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../ui/Icon';
import type { IconSpec } from '../ui/icons';
import { claimZIndex } from '../ui/layers';
import './bottomNotice.css';

/**
 * A notice at the bottom of the screen that asks the person something (a donation, installing the app): not
 * modal, the page stays usable under it. An icon, a title and a text, then the choices (`children`, buttons).
 * Escape and the close button dismiss it (`onDismiss`: "later"); the choices say the rest.
 */
export function BottomNotice(props: {
  icon: IconSpec;
  title: string;
  text: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const [zIndex] = useState(() => claimZIndex('low'));
  const { onDismiss } = props;
  // Escape closes it like the other panels on the screen.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDismiss]);
  return (
    <aside className="kite-bottom-notice" aria-labelledby={titleId} style={{ zIndex }}>
      <Icon icon={props.icon} size={34} className="kite-bottom-notice-icon" />
      <div className="kite-bottom-notice-body">
        <h2 id={titleId}>{props.title}</h2>
        <p>{props.text}</p>
        <div className="kite-bottom-notice-choices">{props.children}</div>
      </div>
      <button type="button" className="kite-bottom-notice-close" aria-label={props.closeLabel} onClick={onDismiss}>
        <Icon icon="x" />
      </button>
    </aside>
  );
}
