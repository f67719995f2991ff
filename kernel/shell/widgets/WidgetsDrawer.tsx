import { createContext, useContext } from 'react';
import { Icon, Modal, useContributions, useT } from '@kite/sdk';
import { WidgetsColumn } from './WidgetsColumn';
import { widgetMessages as m } from './messages';
import './widgets.css';

/** Spec 1 §2.8: the column shows from this width; below, the widgets button opens a drawer. */
export const WIDGETS_COLUMN_QUERY = '(min-width: 1100px)';

/** Opens the widgets drawer; null while the column itself is on screen (no button needed). */
export const OpenWidgetsContext = createContext<(() => void) | null>(null);

/** The widgets button of the navbar (and the bottom bar): only when widgets exist and the column is hidden. */
export function WidgetsButton(props: { className: string; withText?: boolean; listItem?: boolean; onDone?: () => void }) {
  const t = useT();
  const open = useContext(OpenWidgetsContext);
  const widgets = useContributions('widgets');
  if (!open || widgets.length === 0) return null;
  const button = (
    <button type="button" className={props.className} aria-label={t(m.widgets)} title={t(m.widgets)} data-nav-id="widgets"
      onClick={() => { props.onDone?.(); open(); }}>
      <Icon icon="widgets" />{props.withText && <span className="kite-nav-text">{t(m.widgets)}</span>}
    </button>
  );
  return props.listItem ? <li>{button}</li> : button;
}

/** The widgets drawer of the overlay layer (spec 1 §2.7), from the right edge. */
export function WidgetsDrawer(props: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal onClose={props.onClose} layer="middle" label={t(m.widgets)} className="kite-widgets-drawer">
      <button type="button" className="kite-icon-button kite-widgets-drawer-close" aria-label={t(m.close)} onClick={props.onClose}><Icon icon="x" /></button>
      <WidgetsColumn />
    </Modal>
  );
}
