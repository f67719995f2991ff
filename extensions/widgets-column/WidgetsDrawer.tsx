import { Icon, useT } from '@kite/sdk';
import { Modal } from '@kite/sdk/pageKit';
import { WidgetsColumn } from './WidgetsColumn';
import { widgetMessages } from './messages';
import { columnMessages as m } from './columnMessages';
import './widgets.css';

/** The widgets drawer of the overlay layer (spec 1 §2.7), from the right edge, on screens too narrow for the column. */
export default function WidgetsDrawer(props: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal onClose={props.onClose} layer="middle" label={t(widgetMessages.widgets)} className="kite-widgets-drawer">
      <button type="button" className="kite-icon-button kite-widgets-drawer-close" aria-label={t(m.close)} onClick={props.onClose}>
        <Icon icon="x" />
      </button>
      <WidgetsColumn />
    </Modal>
  );
}
